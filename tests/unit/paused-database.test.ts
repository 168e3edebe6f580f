import { describe, expect, it, vi } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { log } from '../../web/log/logger.ts'
import { logJobFailure } from '../../web/upgrade/job-failure.ts'
import { pausedWhileNewer, UpgradePendingError } from '../../web/upgrade/paused-database.ts'

describe('the background jobs’ database while a newer release runs the schema', () => {
  it('refuses every statement (a rejected promise, never a throw) and passes them again once it does not', async () => {
    const seen: string[] = []
    const db = {
      kind: 'postgres',
      query: async (sql: string) => (seen.push(sql), { rows: [] }),
      exec: async (sql: string) => void seen.push(sql),
      transaction: async <T>(work: (tx: Database) => Promise<T>) => work(db),
      withAdvisoryLock: async <T>(_key: number, work: (session: Database) => Promise<T>) => work(db),
      close: async () => undefined
    } as unknown as Database
    let unknown: number[] = [999]
    const paused = pausedWhileNewer(db, { unknownMigrations: () => unknown })

    expect(paused.kind).toBe('postgres')
    const refusals = [
      paused.query('select 1'),
      paused.exec('select 2'),
      paused.transaction(async () => 1),
      paused.withAdvisoryLock(1, async () => 1)
    ]
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(UpgradePendingError)
    expect(seen).toEqual([])

    unknown = []
    await paused.query('select 3')
    await expect(paused.transaction(async () => 'done')).resolves.toBe('done')
    expect(seen).toEqual(['select 3'])
  })

  it('a paused turn of a job is a debug line, not an error every turn; any other failure stays an error', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const debug = vi.spyOn(log, 'debug').mockImplementation(() => undefined)
    try {
      logJobFailure(new UpgradePendingError(), '[subscriptions] la vérification a échoué')
      expect(error).not.toHaveBeenCalled()
      expect(debug).toHaveBeenCalledOnce()
      logJobFailure(new Error('connexion perdue'), '[subscriptions] la vérification a échoué')
      expect(error).toHaveBeenCalledOnce()
    } finally {
      error.mockRestore()
      debug.mockRestore()
    }
  })
})
