import { useEffect, useState, type ComponentType } from 'react'

import { errorMessages } from '../core/messages/errors.ts'
import { withTimeout } from '../core/lib/with-timeout.ts'

/** docs/client-state.md#http-seam: script chunks load with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000

/** The longest a chunk loaded "when idle" waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3_000

type Loader<Props> = () => Promise<ComponentType<Props>>

export interface LazyOptions {
  /** Shown while the chunk loads; a page's is a busy block the height of half a screen. */
  placeholder?: () => JSX.Element | null
  /** Fetched once the browser is idle rather than at first render: the first screen shows nothing of it. */
  whenIdle?: boolean
}

/** For overlays and small parts of a screen: nothing until the chunk is there. */
export const NO_PLACEHOLDER: LazyOptions = { placeholder: () => null }

export type LazyComponent<Props> = ComponentType<Props> & {
  /** Fetches the chunk ahead of its first render; a failure shows at that render. */
  preload(): void
  /** Settles once the chunk is in (the first render then draws it) or failed (that render shows why). */
  ready(): Promise<void>
}

/** Whatever the outcome: ready() only says when the first render may come. */
const settled = (): void => undefined

/** A component whose code is a separate chunk, fetched on first render, with a clear error and a retry. */
export function lazyComponent<Props extends object>(load: Loader<Props>, options: LazyOptions = {}): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined

  const loadOnce = (): Promise<ComponentType<Props>> => {
    loading ??= withTimeout(load(), CHUNK_TIMEOUT_MS, `chunk not loaded after ${CHUNK_TIMEOUT_MS} ms`).then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined
        throw failure
      }
    )
    return loading
  }

  const ready = (): Promise<void> => loadOnce().then(settled, settled)
  const preload = (): void => void ready()

  function LazyComponent(props: Props) {
    const [component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded)
    const [failed, setFailed] = useState(false)
    // Asked for while rendering, not after the first paint: a page's chunk is on its way with its route.
    if (!component && !failed && !options.whenIdle) preload()
    useEffect(() => {
      if (component || failed) return
      return whenReady(options.whenIdle === true, () => {
        void loadOnce().then(
          (value) => setComponent(() => value),
          (failure: unknown) => {
            console.error('[chunk] loading failed:', failure)
            setFailed(true)
          }
        )
      })
    }, [component, failed])
    if (failed) return <ChunkError onRetry={() => setFailed(false)} />
    if (!component) return options.placeholder ? options.placeholder() : <div className="page-loading" aria-busy="true" />
    const Loaded = component
    return <Loaded {...props} />
  }
  return Object.assign(LazyComponent, { preload, ready })
}

/** Runs `task` once the browser is idle (at once when `idle` is false); answers how to call it off. */
export function whenReady(idle: boolean, task: () => void): (() => void) | undefined {
  if (!idle) {
    task()
    return undefined
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 1)
  return () => clearTimeout(timer)
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
