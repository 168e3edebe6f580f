import { spawn } from 'node:child_process'

import { REPO_ROOT } from '../tests/support/web-host.ts'

/** Every command the bench ran, in order, for BENCHMARKS.md. */
export const commandLog: string[] = []

/**
 * Runs a build step of the repository. Other builds may share dist/ at the same moment:
 * esbuild's ENOTEMPTY from a folder emptied beside it is retried.
 */
export async function runBuild(args: string[], attempts = 5): Promise<void> {
  commandLog.push(`node ${args.join(' ')}`)
  for (let attempt = 1; ; attempt++) {
    const { code, output } = await run(process.execPath, args)
    if (code === 0) return
    if (attempt >= attempts || !/ENOTEMPTY|ENOENT/.test(output)) throw new Error(`node ${args.join(' ')} failed (${code}):\n${output}`)
    await new Promise((wait) => setTimeout(wait, 1000 * attempt))
  }
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}
