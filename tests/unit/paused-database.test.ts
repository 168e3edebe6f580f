import { describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
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
})
