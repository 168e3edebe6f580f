import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { persistedPart } from '../../src/lib/persisted-part.ts'
import { memoryStorage } from '../support/memory-storage.ts'

const schema = z.object({ currency: z.string(), server: z.string() })
const defaults = { currency: 'EUR', server: 'main' }
const migrations = {
  // Version 5 stored the server under another name and a notification that is no longer kept.
  5: (state: Record<string, unknown>) => {
    const { notification: _dropped, selectedServer, ...rest } = state
    return { ...rest, server: selectedServer }
  }
}

describe('persistedPart', () => {
  it('writes and reads back its state with its version', () => {
    const storage = memoryStorage()
    const part = persistedPart({ key: 'app', version: 6, schema, defaults, migrations, storage })
    part.write({ currency: 'USD', server: 'legacy' })
    expect(JSON.parse(storage.values.get('app') ?? '')).toEqual({ version: 6, state: { currency: 'USD', server: 'legacy' } })
    expect(part.read()).toEqual({ currency: 'USD', server: 'legacy' })
  })

  it('migrates an older version and drops obsolete fields', () => {
    const storage = memoryStorage({
      app: JSON.stringify({ version: 5, state: { currency: 'GBP', selectedServer: 'legacy', notification: 'login' } })
    })
    expect(persistedPart({ key: 'app', version: 6, schema, defaults, migrations, storage }).read()).toEqual({
      currency: 'GBP',
      server: 'legacy'
    })
  })

  it('falls back to the defaults on corrupt, unknown or newer data, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const raw of [
      '{not json',
      'null',
      '"text"',
      '{"version":6}',
      '{"version":6,"state":{"currency":3}}',
      '{"version":2,"state":{}}',
      '{"version":9,"state":{}}'
    ]) {
      const storage = memoryStorage({ app: raw })
      expect(persistedPart({ key: 'app', version: 6, schema, defaults, migrations, storage }).read(), raw).toEqual(defaults)
    }
    warn.mockRestore()
  })

  it('drops only a field whose shape changed, keeping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage({ app: JSON.stringify({ version: 6, state: { currency: 'USD', server: 42 } }) })
    expect(persistedPart({ key: 'app', version: 6, schema, defaults, migrations, storage }).read()).toEqual({
      currency: 'USD',
      server: 'main'
    })
    expect(warn).toHaveBeenCalledWith('[storage] app: dropped server, which no longer match version 6')
    warn.mockRestore()
  })

  it('survives a storage that refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      }
    }
    expect(() => persistedPart({ key: 'app', version: 6, schema, defaults, migrations, storage }).write(defaults)).not.toThrow()
    warn.mockRestore()
  })
})
