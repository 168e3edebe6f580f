/**
 * `make(key)` once per key, on its first use: a costly value (an Intl formatter loads its locale and time-zone
 * data) made when a screen needs it rather than while the page's script starts (docs/first-screen.md#start-up).
 */
export function madeOnFirstUse<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>()
  return (key) => {
    if (!made.has(key)) made.set(key, make(key))
    return made.get(key) as Value
  }
}

/** `make()` once, on its first use (see madeOnFirstUse). */
export function madeOnce<Value>(make: () => Value): () => Value {
  const made = madeOnFirstUse((_key: 'value') => make())
  return () => made('value')
}
