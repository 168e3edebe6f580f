import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'

export interface Machine {
  cpu: string
  cores: number
  ram: string
  node: string
  chromium: string
  loadAtStart: string
}

/** What the figures were measured on, and how busy it was when the run began. */
export function describeMachine(): Machine {
  const chromium = (() => {
    try {
      return execFileSync(process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim()
    } catch {
      return 'unknown'
    }
  })()
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    ram: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    chromium,
    loadAtStart: loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')
  }
}

export function currentLoad(): number {
  return loadavg()[0] ?? 0
}
