import type { ReadableAtom } from 'nanostores'
import { useSyncExternalStore } from 'react'

/** Subscribes a component to a store; works the same on preact/compat and React. */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(
    (onChange) => store.listen(() => onChange()),
    () => store.get()
  )
}
