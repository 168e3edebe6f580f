/** The promise's outcome, or a rejection with `message` once `ms` have passed without one. */
export function withTimeout<Value>(promise: Promise<Value>, ms: number, message: string): Promise<Value> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (failure: unknown) => {
        clearTimeout(timer)
        reject(failure instanceof Error ? failure : new Error(String(failure)))
      }
    )
  })
}
