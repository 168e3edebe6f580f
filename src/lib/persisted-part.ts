import type * as z from 'zod/mini'

/** docs/client-state.md#persisted-parts: client state is kept in versioned parts; an old part is migrated, a corrupt one dropped. */
export interface PersistedPartOptions<State> {
  key: string
  version: number
  schema: z.ZodMiniType<State>
  defaults: State
  /** migrations[n] turns a version-n state into version n + 1. */
  migrations: Record<number, (state: Record<string, unknown>) => Record<string, unknown>>
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export interface PersistedPart<State> {
  readonly key: string
  readonly defaults: State
  read(): State
  write(state: State): void
  /** The stored text of a state, and back (for @nanostores/persistent's encode/decode). */
  encode: (state: State) => string
  decode: (raw: string | undefined | null) => State
}

interface Envelope {
  version: number
  state: Record<string, unknown>
}

export function persistedPart<State>(options: PersistedPartOptions<State>): PersistedPart<State> {
  const storage = () => options.storage ?? globalThis.localStorage
  const encode = (state: State) => JSON.stringify({ version: options.version, state })
  const decode = (raw: string | undefined | null): State => {
    const envelope = parseEnvelope(raw)
    if (!envelope || envelope.version > options.version) return options.defaults
    const migrated = migrate(envelope, options)
    const parsed = migrated && parseKeepingValidFields(options, migrated)
    if (parsed) return parsed
    console.warn(`[storage] ${options.key} ignored: it does not match version ${options.version}`)
    return options.defaults
  }
  return {
    key: options.key,
    defaults: options.defaults,
    encode,
    decode,
    read: () => decode(readRaw(storage(), options.key)),
    write(state) {
      try {
        storage().setItem(options.key, encode(state))
      } catch (failure) {
        console.warn(`[storage] ${options.key} not saved:`, failure)
      }
    }
  }
}

/**
 * A field whose shape changed (a newer answer kept by an older bundle, or the reverse) is dropped alone, with the
 * defaults in its place, so the rest of the part survives (docs/client-state.md#persisted-parts).
 */
function parseKeepingValidFields<State>(options: PersistedPartOptions<State>, state: Record<string, unknown>): State | undefined {
  const parsed = options.schema.safeParse(state)
  if (parsed.success) return parsed.data
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]))
  if (invalid.has(undefined)) return undefined
  const kept = Object.fromEntries(Object.entries(state).filter(([field]) => !invalid.has(field)))
  const salvaged = options.schema.safeParse({ ...options.defaults, ...kept })
  if (!salvaged.success) return undefined
  console.warn(`[storage] ${options.key}: dropped ${[...invalid].map(String).join(', ')}, which no longer match version ${options.version}`)
  return salvaged.data
}

function readRaw(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function parseEnvelope(raw: string | undefined | null): Envelope | undefined {
  try {
    if (!raw) return undefined
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { version, state } = value as Partial<Envelope>
    if (typeof version !== 'number' || typeof state !== 'object' || state === null) return undefined
    return { version, state }
  } catch {
    return undefined
  }
}

function migrate<State>(envelope: Envelope, options: PersistedPartOptions<State>): Record<string, unknown> | undefined {
  let state = envelope.state
  for (let version = envelope.version; version < options.version; version += 1) {
    const step = options.migrations[version]
    if (!step) return undefined
    state = step(state)
  }
  return state
}
