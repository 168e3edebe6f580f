import { callExport, type FrameworkCalls } from './framework-calls.ts'

// overextended/oxmysql 2.14.1 (030d3bd), src/index.ts:120-160: every MySQL method is exported as is (callback
// last) and as `<method>_async`, which returns a promise (rejected with the database's error); the JS caller gets
// that promise across runtimes. src/utils/parseResponse.ts: insert → insertId, update → affectedRows,
// scalar → the first column of the first row or null, query → the rows. Positional `?` parameters.
const OXMYSQL = 'oxmysql'

export function sql(calls: FrameworkCalls) {
  const run = (method: string) => (query: string, parameters: unknown[]) => callExport(calls, OXMYSQL, `${method}_async`, query, parameters)
  return { scalar: run('scalar'), insert: run('insert'), update: run('update'), query: run('query') }
}

/** GTA's model hash (Jenkins one-at-a-time of the lower-cased name), unsigned as Lua's `joaat` gives it. */
export function joaat(name: string): number {
  let hash = 0
  for (const character of name.toLowerCase()) {
    hash = (hash + character.charCodeAt(0)) >>> 0
    hash = (hash + (hash << 10)) >>> 0
    hash = (hash ^ (hash >>> 6)) >>> 0
  }
  hash = (hash + (hash << 3)) >>> 0
  hash = (hash ^ (hash >>> 11)) >>> 0
  return (hash + (hash << 15)) >>> 0
}
