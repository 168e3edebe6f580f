/**
 * Answers to an effect's requests, handed on only while that effect is current. Requests answer in any order:
 * a staff member who types, filters or pages on before the last answer came would otherwise see the older
 * answer (or its error) arrive last and replace the newer one. The effect returns `end` as its cleanup.
 */
export interface EffectAnswers {
  /** Wraps a handler so that it runs only if the effect has not been superseded or unmounted since. */
  take: <Value>(handle: (value: Value) => void) => (value: Value) => void
  end: () => void
}

export function effectAnswers(): EffectAnswers {
  let current = true
  return {
    take: (handle) => (value) => {
      if (current) handle(value)
    },
    end: () => {
      current = false
    }
  }
}
