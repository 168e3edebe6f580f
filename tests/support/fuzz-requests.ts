import fc from 'fast-check'

/** Strings a careless or hostile caller sends: empty, control characters, lone surrogates, markup, SQL, huge. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uD800',
      'null',
      'undefined',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '%00',
      '%E0%A4%A',
      'Lucas_Martin',
      'LUCAS_MARTIN ',
      '😀'.repeat(20),
      'e\u0301'.repeat(30),
      '\u202Eevil',
      'main',
      '{"a":1}'
    )
  },
  { weight: 1, arbitrary: fc.integer({ min: 41, max: 20_000 }).map((length) => 'é'.repeat(length)) }
)

/** Numbers past every bound: negative, zero, fractional, beyond 32 and 53 bits, as numbers or strings. */
export const weirdNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1.000_000_1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String)
)

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
)

/** A body as sent: JSON text of some value, or bytes that are no JSON at all. */
export interface FuzzBody {
  kind: string
  text: string | undefined
}

/** Just past the API's body limit (64 KiB). */
const OVERSIZED = 64 * 1024 + 1

/**
 * Bodies built from a route's well-formed `sample`: as is, a field of the wrong type or out of
 * bounds, a field missing, an unknown field, another JSON value, broken JSON, nothing, or too large.
 */
export function fuzzBody(sample: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  const base = sample ?? {}
  const keys = Object.keys(base)
  const json = (kind: string) => (value: unknown) => ({ kind, text: JSON.stringify(value) })
  const variants: fc.Arbitrary<FuzzBody>[] = [
    fc.constant(json('well-formed')(base)),
    fc.tuple(fc.string({ maxLength: 12 }), weirdValue).map(([key, value]) => json('extra field')({ ...base, [key]: value })),
    fc.jsonValue({ maxDepth: 3 }).map(json('any JSON')),
    fc
      .oneof(
        fc.string({ maxLength: 60 }),
        fc.nat({ max: 200 }).map((cut) => JSON.stringify(base).slice(0, cut % Math.max(1, JSON.stringify(base).length))),
        fc.constantFrom('{', '{"a":}', '[1,]', 'nul', '1e400', '{"__proto__":{"admin":true}}', '"\\ud800"', '\u0000', '{}{}')
      )
      .map((text) => ({ kind: 'broken JSON', text })),
    fc.constant({ kind: 'no body', text: undefined }),
    fc.nat({ max: 4 * 1024 }).map((extra) => ({ kind: 'oversized', text: JSON.stringify({ ...base, pad: 'x'.repeat(OVERSIZED + extra) }) }))
  ]
  if (keys.length > 0) {
    variants.push(
      fc.tuple(fc.constantFrom(...keys), weirdValue).map(([key, value]) => json('wrong value')({ ...base, [key]: value })),
      fc
        .constantFrom(...keys)
        .map((key) => json('missing field')(Object.fromEntries(Object.entries(base).filter(([name]) => name !== key)))),
      fc
        .tuple(fc.constantFrom(...keys), fc.string({ maxLength: 8 }), weirdValue)
        .map(([key, inner, value]) => json('nested value')({ ...base, [key]: nestInto(base[key], inner, value) }))
    )
  }
  return fc.oneof(...variants)
}

/** Replaces or adds one entry one level down (a line of a basket, a character of a player). */
function nestInto(current: unknown, key: string, value: unknown): unknown {
  if (Array.isArray(current)) return [...current, value]
  if (typeof current === 'object' && current !== null) {
    const entries = Object.entries(current)
    const [first] = entries
    if (first && typeof first[1] === 'object' && first[1] !== null) {
      return { ...current, [first[0]]: { ...first[1], [Object.keys(first[1])[0] ?? key]: value } }
    }
    return { ...current, [key]: value }
  }
  return value
}

/** A query string from a well-formed one: kept, a value changed or dropped, an extra or repeated parameter. */
export function fuzzQuery(sample: Record<string, string> | undefined): fc.Arbitrary<string> {
  const base = Object.entries(sample ?? {})
  const encode = (entries: [string, string][]) => new URLSearchParams(entries).toString()
  const variants: fc.Arbitrary<string>[] = [
    fc.constant(encode(base)),
    fc.tuple(fc.string({ maxLength: 10 }), weirdString).map(([key, value]) => encode([...base, [key, value]])),
    fc.constant(''),
    fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&=', 'token=a&token=b', 'username[]=x', `version=${'f'.repeat(70)}`)
  ]
  if (base.length > 0) {
    const names = base.map(([name]) => name)
    variants.push(
      fc
        .tuple(fc.constantFrom(...names), fc.oneof(weirdString, weirdNumber.map(String)))
        .map(([name, value]) => encode(base.map(([key, old]) => [key, key === name ? value : old]))),
      fc.constantFrom(...names).map((name) => encode(base.filter(([key]) => key !== name))),
      fc.constantFrom(...names).map((name) => encode([...base, ...base.filter(([key]) => key === name)]))
    )
  }
  return fc.oneof(...variants)
}

/** A path segment: the sample, another string (encoded), or a broken percent-encoding. */
export function fuzzSegment(sample: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(sample) },
    { weight: 2, arbitrary: weirdString.filter((value) => value.length > 0 && value.length < 2_000).map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..', 'fivem:', 'license:' + 'a'.repeat(65), 'FIVEM:1', 'fivem%3A1%00')
    }
  )
}

/** A lone surrogate has no UTF-8 form: its bytes as a lenient encoder would write them, which no decoder accepts. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** Header values a fetch can carry (latin-1, no control characters). */
export const headerText: fc.Arbitrary<string> = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 120
})

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  undefined
] as const
