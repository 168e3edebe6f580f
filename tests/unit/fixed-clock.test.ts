import { describe, expect, it } from 'vitest'

import { getConfig } from '../../web/config.ts'
import { hostClock } from '../../web/config/fixed-clock.ts'

describe('SHOP_FIXED_CLOCK', () => {
  it('starts the host’s clock at the instant given, then runs at the real pace', () => {
    let real = 1_000_000
    const start = getConfig({ SHOP_FIXED_CLOCK: '2027-01-02T23:59:30+01:00' }).fixedClockStart
    expect(start).toBe(Date.parse('2027-01-02T22:59:30Z'))
    const now = hostClock(start, () => real)
    expect(now()).toBe(Date.parse('2027-01-02T22:59:30Z'))
    real += 45_000
    expect(new Date(now()).toISOString()).toBe('2027-01-02T23:00:15.000Z')
    expect(hostClock(undefined, () => real)()).toBe(real)
  })

  it('is refused outside demo mode and when it is not an instant with its offset', () => {
    const live = { SHOP_DEMO: 'false', SHOP_SERVER_KEY: 'k'.repeat(40), PUBLIC_URL: 'https://boutique.example.fr' }
    expect(() => getConfig({ ...live, SHOP_FIXED_CLOCK: '2027-01-02T12:00:00+01:00' })).toThrow(/SHOP_FIXED_CLOCK ne sert qu’aux essais/)
    expect(() => getConfig({ SHOP_FIXED_CLOCK: '2027-01-02' })).toThrow(/SHOP_FIXED_CLOCK/)
    expect(getConfig({}).fixedClockStart).toBeUndefined()
  })
})
