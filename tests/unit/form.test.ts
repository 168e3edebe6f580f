import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { errorMessages } from '../../src/core/messages/errors.ts'
import { overlayFlow } from '../../src/flows/overlay-flow.ts'
import { createForm } from '../../src/stores/form.ts'
import { createLoginForm } from '../../src/stores/login-form.ts'
import { $overlayStack, closeAllOverlaysExcept, closeOverlay } from '../../src/stores/overlays.ts'

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(3, 'Trop court')),
  email: z.string().check(z.email('Adresse email invalide'))
})

function nameForm() {
  const sent: { name: string; email: string }[] = []
  let finish = () => undefined as void
  const form = createForm({
    initial: { name: '', email: '' },
    schema,
    send: (values) => {
      sent.push(values)
      return new Promise<void>((resolve) => (finish = resolve))
    }
  })
  return { form, sent, finish: () => finish() }
}

describe('createForm', () => {
  it('shows no error before the player left a field or tried to send', () => {
    const { form } = nameForm()
    form.setField('name', 'ab')
    expect(form.$errors.get()).toEqual({})
    form.touch('name')
    expect(form.$errors.get()).toEqual({ name: 'Trop court' })
  })

  it('a submit attempt shows every field’s first French error and sends nothing', async () => {
    const { form, sent } = nameForm()
    await form.submit()
    expect(form.$errors.get()).toEqual({ name: 'Trop court', email: 'Adresse email invalide' })
    expect(sent).toEqual([])
  })

  it('a check written without its own words shows French, never zod’s English', async () => {
    const form = createForm({
      initial: { code: '', count: 'x' },
      schema: z.object({ code: z.string().check(z.regex(/^[A-Z]{4}$/)), count: z.number() }),
      send: () => Promise.resolve()
    })
    await form.submit()
    expect(form.$errors.get()).toEqual({ code: errorMessages.invalidField, count: errorMessages.invalidField })
  })

  it('sends the parsed values once, and ignores a second submit while the first is on its way', async () => {
    const { form, sent, finish } = nameForm()
    form.setField('name', '  Lucas  ')
    form.setField('email', 'lucas@exemple.fr')
    const first = form.submit()
    expect(form.$submitting.get()).toBe(true)
    await form.submit()
    finish()
    await first
    expect(sent).toEqual([{ name: 'Lucas', email: 'lucas@exemple.fr' }])
    expect(form.$submitting.get()).toBe(false)
  })

  it('reset empties the fields and hides the errors', async () => {
    const { form } = nameForm()
    form.setField('name', 'x')
    await form.submit()
    form.reset()
    expect(form.$values.get()).toEqual({ name: '', email: '' })
    expect(form.$errors.get()).toEqual({})
  })
})

describe('the login form', () => {
  it('a password of spaces is as missing as an empty one', async () => {
    const form = createLoginForm()
    form.setField('username', 'Lucas')
    form.setField('password', '   ')
    await form.submit()
    expect(form.$errors.get()).toEqual({ password: 'Requis' })
  })
})

describe('overlayFlow', () => {
  afterEach(() => closeAllOverlaysExcept())

  it('gives each opening a flow of its own, which exits when the overlay closes, whoever closes it', () => {
    const exits: string[] = []
    const flows = overlayFlow<{ name: string; exit(): void }, 'history'>('history')
    const first = flows.open({ name: 'first', exit: () => exits.push('first') }, {})
    expect(flows.$flow.get()).toBe(first)
    const second = flows.open({ name: 'second', exit: () => exits.push('second') }, {})
    expect(exits).toEqual(['first'])
    expect(flows.$flow.get()).toBe(second)
    expect($overlayStack.get().map((overlay) => overlay.name)).toEqual(['history'])
    closeOverlay('history')
    expect(exits).toEqual(['first', 'second'])
    expect(flows.$flow.get()).toBeUndefined()
  })
})
