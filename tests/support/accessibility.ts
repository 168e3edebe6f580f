import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import type { Page } from 'puppeteer-core'

const require = createRequire(import.meta.url)
let axeSource: Promise<string> | undefined

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  await page.evaluate(await axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document)
    return result.violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' '))
    }))
}

/** Tabs through the page and returns the test ids (or tags) that took the focus, in order. */
export async function tabStops(page: Page, count: number): Promise<string[]> {
  const stops: string[] = []
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab')
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement
        return active?.getAttribute('data-testid') ?? active?.textContent?.trim() ?? active?.tagName ?? ''
      })
    )
  }
  return stops
}

/** axe on the screen once the login banner (5 s, not part of the screen under test) has gone. */
export async function violationsAfterBanner(page: Page): Promise<AxeViolation[]> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="notification"]'))
  return seriousViolations(page)
}
