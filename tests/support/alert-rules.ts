import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { REPO_ROOT } from './web-host.ts'

/** One rule of README's alert block: its name and expression. */
export interface AlertRule {
  alert: string
  expr: string
}

/** A series of a scrape: name, labels, value. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** A scrape as Prometheus keeps it: when, and its samples. */
export interface Scrape {
  at: number
  samples: Sample[]
}

/** The rules of the yaml block after `<!-- alert-rules -->` in README.md (README "Metrics"). */
export async function readmeAlertRules(): Promise<AlertRule[]> {
  const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8')
  const block = /<!-- alert-rules -->\s*```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const rules: AlertRule[] = []
  for (const line of block.split('\n')) {
    const alert = /^\s*- alert: (\S+)$/.exec(line)?.[1]
    if (alert) rules.push({ alert, expr: '' })
    const expr = /^\s*expr: (.+)$/.exec(line)?.[1]
    const last = rules[rules.length - 1]
    if (expr && last) last.expr = expr.trim()
  }
  return rules
}

export function parseScrape(text: string, at: number): Scrape {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match) continue
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]))
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) })
  }
  return { at, samples }
}

const THRESHOLD = /^(time\(\) - )?([a-z_:][\w:]*) > ([\d.]+)$/
const RATE = /^rate\(([a-z_:][\w:]*)\[(\d+)m\]\) > ([\d.]+)$/

/**
 * The series a rule fires for (their labels), as Prometheus would evaluate its `expr` at the last scrape
 * (the `for:` durations aside). Understands the forms README uses: `[time() - ]metric > N` and
 * `rate(counter[Wm]) > N` over the scrapes within the window; anything else throws, so no rule goes unchecked.
 */
export function firing(rule: AlertRule, scrapes: Scrape[]): Record<string, string>[] {
  const last = scrapes[scrapes.length - 1]
  if (!last) return []
  const threshold = THRESHOLD.exec(rule.expr)
  if (threshold) {
    const [, minusNow, name, limit] = threshold
    return last.samples
      .filter((sample) => sample.name === name && (minusNow ? last.at / 1000 - sample.value : sample.value) > Number(limit))
      .map((sample) => sample.labels)
  }
  const rate = RATE.exec(rule.expr)
  if (rate) {
    const [, name, minutes, limit] = rate
    const first = scrapes.find((scrape) => scrape.at >= last.at - Number(minutes) * 60_000)
    if (!first || first === last) return []
    const before = (labels: Record<string, string>) =>
      first.samples.find((sample) => sample.name === name && JSON.stringify(sample.labels) === JSON.stringify(labels))?.value ?? 0
    const seconds = (last.at - first.at) / 1000
    return last.samples
      .filter((sample) => sample.name === name && (sample.value - before(sample.labels)) / seconds > Number(limit))
      .map((sample) => sample.labels)
  }
  throw new Error(`${rule.alert}: an expression this check does not understand: ${rule.expr}`)
}
