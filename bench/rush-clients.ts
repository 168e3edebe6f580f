import { spawn } from 'node:child_process'
import { join } from 'node:path'

import { dailyShopResponseSchema, type DailyShopResponse } from '../src/core/contract/daily-shop.ts'
import { REPO_ROOT } from '../tests/support/web-host.ts'
import { ms, percentile } from './stats.ts'

/** The clients' program (bench/rush-client.c, compiled by bench/run.mjs), one process for all of them. */
export const RUSH_CLIENT = 'bench/rush-client.c'
/** The rush's first moments, reported apart: the first requests fix the day's offers. */
export const FIRST_MS = 100
/** Time for the clients' process to start before the common start. */
const START_DELAY_MS = 300

export interface RushPlan {
  urls: string[]
  localAddresses: string[]
  clients: number
  rushMs: number
  day: string
}

/** What the clients saw: latencies, problems counted, the distinct offer lists, when the rush started and ended. */
export interface RushResult {
  latencies: number[]
  /** When each of `latencies` was sent, in ms since the rush's start. */
  sentAt: number[]
  ok: number
  problems: [string, number][]
  offers: string[]
  startAt: number
  lastAnswerAt: number
}

interface Answer {
  sentMs: number
  latencyMs: number
  status: number
  cookie: boolean
  body: number
  error?: string
}

/** Starts the clients' process (it waits for the common start); its pid at once, the figures once every answer came. */
export function startRush(plan: RushPlan): { pid: number; result: Promise<RushResult> } {
  const startAt = Date.now() + START_DELAY_MS
  const hosts = plan.urls.map((url) => new URL(url).host).join(',')
  const args = [String(startAt), String(plan.rushMs), String(plan.clients), '/api/dailyShop', hosts, plan.localAddresses.join(',')]
  const child = spawn(join(REPO_ROOT, 'dist/bench/rush-client'), args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const chunks: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
  const result = new Promise<RushResult>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`${RUSH_CLIENT} exited with ${code}`))
      const { answers, bodies } = parseOutput(Buffer.concat(chunks))
      resolve({
        ...check(answers, bodies, plan.day),
        latencies: answers.map((answer) => answer.latencyMs),
        sentAt: answers.map((answer) => answer.sentMs),
        startAt,
        lastAnswerAt: Date.now()
      })
    })
  })
  return { pid: child.pid ?? 0, result }
}

/** One line per client ("sent_us latency_us status cookie body [error text]"), then each distinct body ("body <length>\n<bytes>\n"). */
function parseOutput(output: Buffer): { answers: Answer[]; bodies: string[] } {
  const answers: Answer[] = []
  const bodies: string[] = []
  let at = 0
  while (at < output.length) {
    const end = output.indexOf(10, at)
    const line = output.subarray(at, end).toString('utf8')
    if (line.startsWith('body ')) {
      const length = Number(line.slice(5))
      bodies.push(output.subarray(end + 1, end + 1 + length).toString('utf8'))
      at = end + 1 + length + 1
      continue
    }
    const [sent, latency, status, cookie, body, ...error] = line.split(' ')
    answers.push({
      sentMs: Number(sent) / 1000,
      latencyMs: Number(latency) / 1000,
      status: Number(status),
      cookie: cookie === '1',
      body: Number(body),
      ...(error[0] === 'error' ? { error: error.slice(1).join(' ') } : {})
    })
    at = end + 1
  }
  return { answers, bodies }
}

/** Every answer 200, for `day`, without a cookie (nothing per player); the distinct offer lists seen. */
function check(answers: Answer[], bodies: string[], day: string): Pick<RushResult, 'ok' | 'problems' | 'offers'> {
  const problems = new Map<string, number>()
  const count = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1)
  const parsed = bodies.map(readBody)
  const offers = new Set<string>()
  let ok = 0
  for (const answer of answers) {
    const body = parsed[answer.body]
    if (answer.error) count(`error ${answer.error}`)
    else if (answer.status !== 200) count(`HTTP ${answer.status}`)
    else if (!body) count('HTTP 200 whose body is not the day’s offers')
    else {
      ok += 1
      if (body.day !== day) count(`day ${body.day} instead of ${day}`)
      if (answer.cookie) count('Set-Cookie on the day’s offers')
      offers.add(JSON.stringify(body.offers))
    }
  }
  return { ok, problems: [...problems], offers: [...offers] }
}

/** A body as the contract reads it (src/core/contract/daily-shop.ts); undefined when it is not the day's offers. */
function readBody(body: string): DailyShopResponse | undefined {
  try {
    return dailyShopResponseSchema.safeParse(JSON.parse(body)).data
  } catch {
    return undefined
  }
}

/** The p99 of the answers sent in the rush's first FIRST_MS (while the day's offers are fixed) and of the others. */
export function firstAndRest(result: RushResult): string[] {
  const first = result.latencies.filter((_, index) => (result.sentAt[index] ?? 0) < FIRST_MS)
  const rest = result.latencies.filter((_, index) => (result.sentAt[index] ?? 0) >= FIRST_MS)
  return [`${ms(percentile(first, 99))} / ${ms(percentile(rest, 99))}`]
}

export function problemsOf(result: RushResult): string[] {
  const problems = result.problems.map(([problem, times]) => `${times} × ${problem}`)
  if (result.offers.length > 1) problems.push(`${result.offers.length} different offer lists for one day`)
  return problems
}
