import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { readExchangeRates, refreshExchangeRates } from '../../web/exchange/exchange-rates.ts'
import { FALLBACK_RATES } from '../../web/exchange/fallback-rates.ts'
import { freshDatabase } from '../support/test-databases.ts'

const ECB_XML = `<gesmes:Envelope><Cube><Cube time='2026-11-20'>
  <Cube currency='USD' rate='1.0815'/><Cube currency='GBP' rate='0.8421'/><Cube currency='JPY' rate='162.5'/>
</Cube></Cube></gesmes:Envelope>`

describe('exchange rates', () => {
  let db: Database
  let source: Server
  let sourceUrl: string

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    source = createServer((request, response) => {
      if (request.url === '/ecb.xml') response.end(ECB_XML)
      else response.writeHead(500).end('panne')
    })
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve))
    sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    source.close()
    await db.close()
  })

  it('starts from the shipped rates', async () => {
    expect((await readExchangeRates(db)).rates).toEqual(FALLBACK_RATES)
  })

  it('takes the source’s rates and keeps the others', async () => {
    const now = new Date(Date.now() + 60_000)
    expect(await refreshExchangeRates(db, `${sourceUrl}/ecb.xml`, now)).toBe(3)
    const stored = await readExchangeRates(db)
    expect(stored.rates).toEqual({ ...FALLBACK_RATES, USD: 1.0815, GBP: 0.8421 })
    expect(stored.updatedAt).toEqual(now)
  })

  it('keeps the stored rates when the source fails', async () => {
    const before = await readExchangeRates(db)
    await expect(refreshExchangeRates(db, `${sourceUrl}/down`, new Date())).rejects.toThrow(/500/)
    expect(await readExchangeRates(db)).toEqual(before)
  })
})
