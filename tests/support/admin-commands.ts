import { execFile } from 'node:child_process'
import { join } from 'node:path'

import { REPO_ROOT, TEST_NODE_ARGS } from './web-host.ts'

export interface CommandResult {
  code: number
  output: string
}

/**
 * One of the built admin commands (dist/server/<name>.mjs: backup, restore, db-move), as `npm run` starts it,
 * with only the settings given (and PATH): never the test runner's PG* variables.
 */
export function runAdminCommand(name: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...TEST_NODE_ARGS, join(REPO_ROOT, `dist/server/${name}.mjs`), ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      }
    )
  })
}
