/**
 * The weight (q-value) a request's Accept-Encoding gives a content coding, as RFC 9110 §12.5.3 reads it: a coding
 * listed with `q=0` is refused, `*` stands for every coding not listed, and a missing header accepts none but identity.
 */
export function encodingWeight(header: string, coding: string): number {
  let wildcard: number | undefined
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    const weight = qValue(params)
    if (name === coding) return weight
    if (name === '*') wildcard = weight
  }
  return wildcard ?? 0
}

function qValue(params: string[]): number {
  const q = params.find((param) => param.startsWith('q='))
  if (q === undefined) return 1
  const value = Number(q.slice(2))
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0
}
