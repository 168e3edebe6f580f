import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

import { REPO_ROOT } from '../tests/support/web-host.ts'
import type { RushResult, RushShare } from './rush-client.ts'

/**
 * The clients' processes: one Node process opening 10,000 connections in a second was itself the rush's slowest part
 * (its own event loop queued the answers), so the clients are spread over this many processes, forked before the
 * rush; their CPU is reported beside the hosts' (rush-watch.ts).
 */
export const CLIENT_PROCESSES = 2
/** Time for every client process to get its share before the common start. */
const START_DELAY_MS = 300

export interface RushClients {
  pids: number[]
  /** Sends the rush from every process at once; the answers' figures merged. */
  rush(share: Omit<RushShare, 'first' | 'stride' | 'startAt'>): Promise<RushResult & { startAt: number }>
}

/** Forks the client processes (dist/bench/rush-client.mjs) and waits until each runs. */
export async function forkRushClients(): Promise<RushClients> {
  const children = await Promise.all(Array.from({ length: CLIENT_PROCESSES }, () => forkOne()))
  return {
    pids: children.map((child) => child.pid ?? 0),
    async rush(share) {
      const startAt = Date.now() + START_DELAY_MS
      const results = await Promise.all(
        children.map((child, first) => resultOf(child, { ...share, first, stride: children.length, startAt }))
      )
      return { ...merge(results), startAt }
    }
  }
}

async function forkOne(): Promise<ChildProcess> {
  const child = fork(join(REPO_ROOT, 'dist/bench/rush-client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve())
    child.once('error', reject)
  })
  return child
}

function resultOf(child: ChildProcess, share: RushShare): Promise<RushResult> {
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as RushResult))
    child.once('exit', (code) => reject(new Error(`a rush client exited (${code}) before answering`)))
    child.send(share)
  })
}

function merge(results: RushResult[]): RushResult {
  const problems = new Map<string, number>()
  for (const result of results) for (const [problem, times] of result.problems) problems.set(problem, (problems.get(problem) ?? 0) + times)
  return {
    latencies: results.flatMap((result) => result.latencies),
    ok: results.reduce((sum, result) => sum + result.ok, 0),
    problems: [...problems],
    offers: [...new Set(results.flatMap((result) => result.offers))],
    lastAnswerAt: Math.max(...results.map((result) => result.lastAnswerAt))
  }
}
