import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { REPO_ROOT } from './web-host.ts'

export interface FloodProgress {
  created: number
  connected: number
  open: number
  closed: number
}

export interface FloodResult extends FloodProgress {
  errors: number
  elapsedMs: number
  /** Milliseconds from each socket's connection to its close by the host. */
  lifetimes: { p50: number | null; p99: number | null; max: number | null }
}

export interface FloodOptions {
  port: number
  /** One client process per entry, each opening `perAddress` sockets from each of its source addresses. */
  processes: string[][]
  perAddress: number
  /** Connections in progress at once per process: past the host's listen backlog, SYNs wait and retry. */
  maxPending?: number
  deadlineMs: number
  /** Called with the sum of every process's latest progress. */
  onProgress?: (total: FloodProgress) => void
  /** Resolves when the test has seen what it waits for: the processes then report and end. */
  until?: Promise<unknown>
}

/**
 * Idle sockets from several client processes (tests/support/idle-sockets.mjs): together they hold more
 * sockets than one process may (ulimit -n). Resolves with one result per process once each is done.
 */
export function floodIdleSockets(options: FloodOptions): Promise<FloodResult[]> {
  const latest: FloodProgress[] = options.processes.map(() => ({ created: 0, connected: 0, open: 0, closed: 0 }))
  return Promise.all(
    options.processes.map(
      (addresses, index) =>
        new Promise<FloodResult>((resolve, reject) => {
          const settings = {
            port: options.port,
            addresses,
            perAddress: options.perAddress,
            maxPending: options.maxPending ?? 200,
            deadlineMs: options.deadlineMs
          }
          const child = spawn(process.execPath, [`${REPO_ROOT}/tests/support/idle-sockets.mjs`], {
            env: { PATH: process.env.PATH ?? '', IDLE_SOCKETS: JSON.stringify(settings) },
            stdio: ['ignore', 'pipe', 'inherit']
          })
          let done: FloodResult | undefined
          createInterface({ input: child.stdout }).on('line', (line) => {
            const message = JSON.parse(line) as ({ type: 'progress' } & FloodProgress) | ({ type: 'done' } & FloodResult)
            if (message.type === 'done') done = message
            else latest[index] = message
            options.onProgress?.(sum(latest))
          })
          void options.until?.finally(() => child.kill('SIGTERM'))
          child.once('error', reject)
          child.once('close', (code) => (done && code === 0 ? resolve(done) : reject(new Error(`idle-sockets client exited with ${code}`))))
        })
    )
  )
}

function sum(progress: FloodProgress[]): FloodProgress {
  return progress.reduce((total, one) => ({
    created: total.created + one.created,
    connected: total.connected + one.connected,
    open: total.open + one.open,
    closed: total.closed + one.closed
  }))
}
