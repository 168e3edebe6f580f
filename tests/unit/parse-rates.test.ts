import { describe, expect, it } from 'vitest'

import { parseRates } from '../../web/exchange/parse-rates.ts'

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='2026-11-20'>
    <Cube currency='USD' rate='1.0815'/><Cube currency='JPY' rate='162.5'/><Cube currency='GBP' rate='0.8421'/>
    <Cube currency='SEK' rate='11.2345'/><Cube currency='BRL' rate='6.0112'/>
  </Cube></Cube>
</gesmes:Envelope>`

describe('parseRates', () => {
  it('reads the ECB daily XML and keeps the shop’s currencies', () => {
    expect(parseRates(ECB_XML)).toEqual({ EUR: 1, USD: 1.0815, GBP: 0.8421, SEK: 11.2345, BRL: 6.0112 })
  })

  it('reads JSON with rates or conversion_rates', () => {
    expect(parseRates('{"base":"EUR","rates":{"USD":1.1,"CAD":1.5,"XYZ":3}}')).toEqual({ EUR: 1, USD: 1.1, CAD: 1.5 })
    expect(parseRates('{"conversion_rates":{"EUR":1,"NOK":11.7}}')).toEqual({ EUR: 1, NOK: 11.7 })
  })

  it('refuses what it cannot read', () => {
    expect(() => parseRates('{"rates":{"USD":-1}}')).toThrow()
    expect(() => parseRates('not json')).toThrow()
  })
})
