/**
 * ox_lib's table helpers as ox_inventory uses them (overextended/ox_lib imports/table/shared.lua at 0ea07163):
 * `contains(tbl, value)` with a table value checks that every VALUE of `value` is among the values of `tbl`
 * (keys are ignored); `matches(t1, t2)` compares keys and values both ways, recursively.
 */
export type LuaTable = Record<string, unknown>

export function contains(tbl: LuaTable | undefined, value: LuaTable): boolean {
  const values = Object.values(tbl ?? {})
  if (values.length === 0) return false
  return Object.values(value).every((wanted) => values.includes(wanted))
}

export function matches(t1: unknown, t2: unknown): boolean {
  if (typeof t1 !== 'object' || t1 === null || typeof t2 !== 'object' || t2 === null) return t1 === t2
  const a = t1 as LuaTable
  const b = t2 as LuaTable
  return (
    Object.keys(a).every((key) => b[key] !== undefined && matches(a[key], b[key])) && Object.keys(b).every((key) => a[key] !== undefined)
  )
}
