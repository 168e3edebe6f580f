import { describe, expect, it } from 'vitest'

import { csvCell, csvText } from '../../src/admin/pages/sales/csv-text.ts'

describe('the sales CSV', () => {
  it('turns no label into a spreadsheet formula: = + - @ tab and CR first get an apostrophe, quoted', () => {
    const hostile = ['=HYPERLINK("https://evil.example","Clique")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1']
    expect(hostile.map(csvCell)).toEqual([
      `"'=HYPERLINK(""https://evil.example"",""Clique"")"`,
      `"'+1+1"`,
      `"'-2+3"`,
      `"'@SUM(A1:A2)"`,
      `"'\t=1"`,
      `"'\r=1"`
    ])
  })

  it('keeps ordinary labels and the numbers as they are', () => {
    const text = csvText(
      ['Produit', 'Ventes'],
      [
        ['Grade VIP', 12.5],
        ['Pack; "spécial"', -3],
        ['=1+1', 1]
      ]
    )
    expect(text).toBe(`\ufeffProduit;Ventes\r\nGrade VIP;12,5\r\n"Pack; ""spécial""";-3\r\n"'=1+1";1\r\n`)
  })
})
