import { describe, expect, it } from 'vitest'

import { UnacknowledgedGrants } from '../../overlay/src/server/unacknowledged-grants.ts'

/** The resource's KVP as FiveM keeps it: strings by key, outliving the script that wrote them. */
function diskKvp() {
  const stored = new Map<string, string>()
  const warnings: string[] = []
  const natives = {
    getKvp: (key: string) => stored.get(key),
    setKvp: (key: string, value: string) => void stored.set(key, value),
    deleteKvp: (key: string) => void stored.delete(key),
    warn: (message: string) => void warnings.push(message)
  }
  return { stored, warnings, natives }
}

describe('the grants given and not yet acknowledged (docs/in-game.md#exactly-once)', () => {
  it('outlive the script that wrote them, and go once acknowledged', () => {
    const disk = diskKvp()
    const before = new UnacknowledgedGrants(disk.natives)
    before.add(7, { unit: 1, grant: 0 })
    before.add(7, { unit: 2, grant: 0 })
    before.add(9, { unit: 1, grant: 1 })
    const after = new UnacknowledgedGrants(disk.natives)
    expect(after.entries()).toEqual([
      [
        7,
        [
          { unit: 1, grant: 0 },
          { unit: 2, grant: 0 }
        ]
      ],
      [9, [{ unit: 1, grant: 1 }]]
    ])
    after.remove(7, { unit: 1, grant: 0 })
    after.remove(7, { unit: 2, grant: 0 })
    after.remove(9, { unit: 1, grant: 1 })
    expect(after.entries()).toEqual([])
    expect(disk.stored.size).toBe(0)
  })

  it('an unreadable record is said and ignored, never thrown at the start', () => {
    for (const text of ['not json', '[{"delivery":"7","steps":[]}]', '{"unit":1}']) {
      const disk = diskKvp()
      disk.stored.set('boutique:unacknowledged-grants', text)
      expect(new UnacknowledgedGrants(disk.natives).entries()).toEqual([])
      expect(disk.warnings).toHaveLength(1)
    }
  })
})
