import { useEffect, useState, type ComponentType } from 'react'

import { errorMessages } from '../messages/errors.ts'

/** SPEC §7: script chunks load with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000

type Loader<Props> = () => Promise<ComponentType<Props>>

/** A component whose code is a separate chunk, fetched on first render, with a clear error and a retry. */
export function lazyComponent<Props extends object>(load: Loader<Props>): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined

  const loadOnce = (): Promise<ComponentType<Props>> => {
    loading ??= withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined
        throw failure
      }
    )
    return loading
  }

  return function LazyComponent(props: Props) {
    const [component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      if (component || failed) return
      loadOnce().then(
        (value) => setComponent(() => value),
        (failure: unknown) => {
          console.error('[chunk] loading failed:', failure)
          setFailed(true)
        }
      )
    }, [component, failed])
    if (failed) return <ChunkError onRetry={() => setFailed(false)} />
    if (!component) return <div className="page-loading" aria-busy="true" />
    const Loaded = component
    return <Loaded {...props} />
  }
}

function ChunkError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="chunk-error" role="alert" data-testid="chunk-error">
      <p>{errorMessages.chunkFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {errorMessages.retry}
      </button>
    </div>
  )
}

function withTimeout<Value>(promise: Promise<Value>, ms: number): Promise<Value> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (failure: unknown) => {
        clearTimeout(timer)
        reject(failure)
      }
    )
  })
}
