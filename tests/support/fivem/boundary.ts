/**
 * What crosses between two resources (two script runtimes) in FXServer: every value is msgpack-packed, so data
 * is copied and a function becomes a reference that calls back into the runtime that owns it. How such a call
 * answers is taken from citizenfx/fivem (data/shared/citizen/scripting/v8/main.js at 98d72817 and e60d29a,
 * data/shared/citizen/scripting/lua/scheduler.lua at 00981f91):
 * - the callee's return values are packed as an array; the JS caller unpacks 0 values to undefined, 1 to the
 *   value and more to an array (main.js `refFunctionUnpacker`);
 * - a JS callee's `undefined` is packed as msgpack nil, so its caller reads null;
 * - a callee that throws logs its error and answers nil: the JS caller throws `Error in nested ref call.`;
 * - a callee that yields (a Lua handler doing MySQL.*.await) or returns a promise answers `__cfx_async_retval`,
 *   which the JS caller turns into a promise of the same unpacked values;
 * - a reference into a runtime that is gone (its resource stopped) answers nothing usable: the caller throws
 *   `Error in nested ref call.` too.
 */

/** A Lua function's several return values (`return true, response`); a fake written for a Lua resource returns this. */
export class LuaValues {
  constructor(readonly values: unknown[]) {}
}

export function luaReturn(...values: unknown[]): LuaValues {
  return new LuaValues(values)
}

/** The side of a boundary: a resource's runtime, alive while its resource runs. */
export interface RuntimeSide {
  readonly resource: string
  readonly kind: 'js' | 'lua'
  isAlive(): boolean
  /** The runtime's own Error (a script in a vm context has its own realm). */
  makeError(message: string): Error
  log(level: 'log' | 'warn' | 'error', text: string): void
}

const REF_OWNER = Symbol('fivem ref owner')
type Ref = ((...args: unknown[]) => unknown) & { [REF_OWNER]?: RuntimeSide }

/** A value as the receiving runtime gets it from the owning one (arguments, event payloads, return values). */
export function pass(value: unknown, owner: RuntimeSide, receiver: RuntimeSide): unknown {
  if (typeof value === 'function') return reference(value as Ref, owner, receiver)
  if (value === undefined || value === null) return null
  if (value instanceof LuaValues) return unpackValues(value.values, owner, receiver)
  if (Array.isArray(value)) return value.map((entry) => pass(entry, owner, receiver))
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) copy[key] = pass(entry, owner, receiver)
    return copy
  }
  return value
}

/** A function of `owner` as `receiver` can call it: a reference back into the owner's runtime. */
function reference(fn: Ref, owner: RuntimeSide, receiver: RuntimeSide): Ref {
  // A reference handed back to the runtime that made it is that runtime's own function again.
  const realOwner = fn[REF_OWNER] ?? owner
  const ref: Ref = (...args: unknown[]) => {
    if (!realOwner.isAlive()) throw receiver.makeError('Error in nested ref call.')
    let result: unknown
    try {
      result = fn(...args.map((arg) => pass(arg, receiver, realOwner)))
    } catch (failure) {
      realOwner.log('error', `error in ref call: ${failure instanceof Error ? failure.message : String(failure)}`)
      throw receiver.makeError('Error in nested ref call.')
    }
    return answer(result, realOwner, receiver)
  }
  ref[REF_OWNER] = realOwner
  return ref
}

function answer(result: unknown, owner: RuntimeSide, receiver: RuntimeSide): unknown {
  if (result instanceof Promise || isThenable(result)) {
    return Promise.resolve(result).then(
      (settled) => answer(settled, owner, receiver),
      (failure: unknown) => {
        throw receiver.makeError(failure instanceof Error ? failure.message : String(failure))
      }
    )
  }
  if (result instanceof LuaValues) return unpackValues(result.values, owner, receiver)
  if (owner.kind === 'lua' && result === undefined) return undefined
  return pass(result, owner, receiver)
}

function unpackValues(values: unknown[], owner: RuntimeSide, receiver: RuntimeSide): unknown {
  const passed = values.map((value) => pass(value, owner, receiver))
  if (passed.length === 0) return undefined
  return passed.length === 1 ? passed[0] : passed
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}
