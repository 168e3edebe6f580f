import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

import { REPO_ROOT } from '../tests/support/web-host.ts'

/** The bare node:http server (bare-server.ts) as its own process, like the web host. */
export interface BareServer {
  url: string
  pid: number
  stop(): Promise<void>
}

export async function startBareServer(answersFile: string): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'dist/bench/bare-server.mjs'), answersFile], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)))
    child.stdout?.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    }
  }
}
