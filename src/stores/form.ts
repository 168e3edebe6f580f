import { atom, computed, type ReadableAtom } from 'nanostores'
import type { ZodMiniType } from 'zod/mini'

import { errorMessages } from '../core/messages/errors.ts'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

export interface FormStore<Values extends Record<string, unknown>> {
  $values: ReadableAtom<Values>
  /** The first French message of each field the player left or of every field after a submit attempt. */
  $errors: ReadableAtom<FieldErrors<keyof Values & string>>
  /** While `send` runs: a second submit is ignored. */
  $submitting: ReadableAtom<boolean>
  setField<Field extends keyof Values>(field: Field, value: Values[Field]): void
  /** The field was left: its error may show (no red before the player typed). */
  touch(field: keyof Values & string): void
  /** Validates every field; sends the parsed values only when they all pass. */
  submit(): Promise<void>
  /** Back to the first values, no error shown. */
  reset(): void
}

interface FormOptions<Values extends Record<string, unknown>, Parsed> {
  initial: Values
  /** Its messages are the ones the player reads next to the fields. */
  schema: ZodMiniType<Parsed>
  send: (values: Parsed) => Promise<void>
}

/** Every form's state: its values, zod validation with French errors per field, and its submitting state. */
export function createForm<Values extends Record<string, unknown>, Parsed>({
  initial,
  schema,
  send
}: FormOptions<Values, Parsed>): FormStore<Values> {
  type Field = keyof Values & string
  const $values = atom(initial)
  const $touched = atom<Partial<Record<Field, true>>>({})
  const $submitting = atom(false)
  const $errors = computed([$values, $touched], (values, touched) => shownErrors(firstErrors(schema, values), touched))

  return {
    $values,
    $errors,
    $submitting,
    setField(field, value) {
      $values.set({ ...$values.get(), [field]: value })
    },
    touch(field) {
      if (!$touched.get()[field]) $touched.set({ ...$touched.get(), [field]: true })
    },
    async submit() {
      if ($submitting.get()) return
      $touched.set(Object.fromEntries(Object.keys(initial).map((field) => [field, true])) as Partial<Record<Field, true>>)
      const parsed = schema.safeParse($values.get())
      if (!parsed.success) return
      $submitting.set(true)
      try {
        await send(parsed.data)
      } finally {
        $submitting.set(false)
      }
    },
    reset() {
      $values.set(initial)
      $touched.set({})
    }
  }
}

/** A check written without its own French words shows this, never zod's English (docs/errors.md#validation). */
const frenchFallback = { error: () => errorMessages.invalidField }

function firstErrors<Field extends string>(schema: ZodMiniType, values: unknown): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of schema.safeParse(values, frenchFallback).error?.issues ?? []) errors[issue.path[0] as Field] ??= issue.message
  return errors
}

function shownErrors<Field extends string>(errors: FieldErrors<Field>, touched: Partial<Record<Field, true>>): FieldErrors<Field> {
  const shown: FieldErrors<Field> = {}
  for (const field of Object.keys(errors) as Field[]) if (touched[field]) shown[field] = errors[field]
  return shown
}
