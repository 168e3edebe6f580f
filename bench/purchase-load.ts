import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import type { KeptConnection } from './kept-connection.ts'
import { percentile } from './stats.ts'

export interface LoadRun {
  purchases: number
  seconds: number
  p50: number
  p99: number
  problems: string[]
}

/**
 * `workers` loops, each making one purchase at a time for `seconds`: the figures of the purchases made
 * (each must report true) and what went wrong otherwise.
 */
export async function loadFor(seconds: number, workers: number, purchase: (worker: number) => Promise<boolean | number>): Promise<LoadRun> {
  const latencies: number[] = []
  const problems = new Map<string, number>()
  const count = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1)
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const sent = performance.now()
        try {
          const outcome = await purchase(worker)
          if (outcome === true || outcome === 200) latencies.push(performance.now() - sent)
          else count(typeof outcome === 'number' ? `HTTP ${outcome}` : 'purchase not made')
        } catch (error) {
          count(`error ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    })
  )
  return {
    purchases: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    problems: [...problems].map(([problem, times]) => `${times} × ${problem}`)
  }
}

export interface HttpBuyer {
  session: string
  characterDbId: number
  /** A player's own keep-alive connection, as each player's browser or game has. */
  connection: KeptConnection
}

/** POST /api/buyProducts on the buyer's own connection, with a fresh Idempotency-Key as the bundle sends; the status once the body arrived. */
export function postPurchase(host: string, body: string, buyer: HttpBuyer): Promise<number> {
  const head = [
    'POST /api/buyProducts HTTP/1.1',
    `host: ${host}`,
    `authorization: Bearer ${buyer.session}`,
    'gameServer: main',
    `Idempotency-Key: bench-${randomBytes(9).toString('base64url')}`,
    'content-type: application/json'
  ].join('\r\n')
  return buyer.connection.send(head, body)
}
