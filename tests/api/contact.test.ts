import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTACT_COOLDOWN_MS, contactResponseSchema, type ContactForm } from '../../src/core/contract/contact.ts'
import { apiErrorSchema } from '../../src/core/contract/error.ts'
import { contactMessages } from '../../src/core/messages/contact.ts'
import type { ContactDelivery } from '../../web/config.ts'
import { retryContactMessages } from '../../web/contact/contact-delivery.ts'
import { storeContactMessage } from '../../web/contact/contact-repo.ts'
import { createContactTransport, type ContactTransport } from '../../web/contact/contact-transport.ts'
import type { Database } from '../../web/db/database.ts'
import { settleContactDeliveries } from '../../web/routes/contact-routes.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const START = Date.parse('2026-11-21T10:00:00Z')

let senders = 0
/** A valid form from a sender never seen before, so the per-sender limit stays out of the way. */
function goodForm(overrides: Partial<ContactForm> = {}): ContactForm {
  senders += 1
  return {
    username: 'Joueur_RP',
    email: `joueur${senders}@exemple.fr`,
    subject: 'Achat non reçu',
    text: 'Bonjour, mon pack acheté hier n’est pas arrivé en jeu.',
    ...overrides
  }
}

interface StoredRow {
  id: string
  username: string
  email: string
  subject: string
  text: string
  client_address: string | null
  status: string
  attempts: number
  last_error: string | null
  sent_at: Date | null
}

async function rowsOf(db: Database, email?: string): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>('select * from contact_messages where ($1::text is null or email = $1) order by id', [
    email ?? null
  ])
  return rows
}

async function countRows(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>('select count(*) as count from contact_messages')
  return Number(rows[0]?.count)
}

function decodeQuotedPrintable(data: string): string {
  const bytes = data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
}

interface Webhook {
  url: string
  /** The `content` of every accepted call. */
  received: string[]
  /** Answer 503 to the next calls while true. */
  failing: boolean
  close(): Promise<void>
}

async function startWebhook(delayMs = 0): Promise<Webhook> {
  const hook = { received: [] as string[], failing: false }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      setTimeout(() => {
        if (hook.failing) return void response.writeHead(503).end('indisponible')
        hook.received.push((JSON.parse(body) as { content: string }).content)
        response.writeHead(204).end()
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(hook, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
}

describe.each(DATABASE_KINDS)('POST /api/sendMail on %s', (kind) => {
  let db: Database
  let shop: TestApp

  beforeAll(async () => {
    db = await freshDatabase(kind)
    shop = createTestApp(db)
  })
  afterAll(async () => {
    await settleContactDeliveries()
    await db.close()
  })

  it('stores a good message and answers in French', async () => {
    const form = goodForm()
    const response = await shop.post('/api/sendMail', { ...form, username: '  Joueur_RP ' })
    expect(response.status).toBe(200)
    expect(contactResponseSchema.parse(await response.json())).toEqual({ message: 'Votre message a bien été envoyé.' })
    const [row] = await rowsOf(db, form.email)
    expect(row).toMatchObject({
      username: 'Joueur_RP',
      subject: form.subject,
      text: form.text,
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
      client_address: null
    })
  })

  it.each([
    ['username', 'ab', /pseudo est trop court/],
    ['username', 'a'.repeat(17), /pseudo ne doit pas dépasser 16/],
    ['subject', 'Court', /sujet doit contenir au moins 6/],
    ['subject', 's'.repeat(41), /sujet ne doit pas dépasser 40/],
    ['text', 'Trop court.', /message doit contenir au moins 20/],
    ['text', 't'.repeat(1001), /message ne doit pas dépasser 1000/],
    ['email', 'pas-une-adresse', /Adresse email invalide/],
    ['email', 'joueur@exemple', /Adresse email invalide/],
    ['username', '   ', /Requis/],
    ['text', '', /Requis/]
  ] as const)('refuses %s = %j with a 400 and stores nothing', async (field, value, message) => {
    const before = await countRows(db)
    const response = await shop.post('/api/sendMail', goodForm({ [field]: value }))
    expect(response.status).toBe(400)
    // The player reads one sentence; which field and why ride beside it (docs/errors.md#server-answers).
    const body = (await response.json()) as { error: string; issues: string }
    expect(body.error).toBe(contactMessages.server.invalid)
    expect(body.issues).toMatch(message)
    expect(body.issues).toContain(field)
    expect(await countRows(db)).toBe(before)
  })

  it('accepts the exact bounds', async () => {
    for (const form of [
      goodForm({ username: 'abc', subject: 'Sujet!', text: 'x'.repeat(20) }),
      goodForm({ username: 'a'.repeat(16), subject: 's'.repeat(40), text: 't'.repeat(1000) })
    ]) {
      expect((await shop.post('/api/sendMail', form)).status).toBe(200)
    }
  })

  it('refuses a missing field, a body that is not JSON, another content type or too large a body', async () => {
    const before = await countRows(db)
    const { text: _omitted, ...withoutText } = goodForm()
    const cases: [Response, number][] = [
      [await shop.post('/api/sendMail', withoutText), 400],
      [await shop.post('/api/sendMail', null), 400],
      [await shop.post('/api/sendMail', '{"username": "Joueur_RP",', { 'content-type': 'application/json' }), 400],
      [await shop.post('/api/sendMail', JSON.stringify(goodForm()), { 'content-type': 'text/plain' }), 415],
      [await shop.post('/api/sendMail', JSON.stringify(goodForm())), 415],
      [
        await shop.post('/api/sendMail', 'username=Joueur&email=a%40b.fr', {
          'content-type': 'application/x-www-form-urlencoded'
        }),
        415
      ],
      [await shop.post('/api/sendMail', goodForm({ text: 'x'.repeat(9000) })), 413],
      [
        await shop.post('/api/sendMail', JSON.stringify({ ...goodForm(), padding: 'x'.repeat(9000) }), {
          'content-type': 'application/json',
          'content-length': '9100'
        }),
        413
      ]
    ]
    for (const [response, status] of cases) {
      expect(response.status).toBe(status)
      expect(apiErrorSchema.parse(await response.json()).error.length).toBeGreaterThan(5)
    }
    expect(await countRows(db)).toBe(before)
  })

  it('lets one e-mail address send once per 5 minutes, then again', async () => {
    shop.setNow(START)
    const form = goodForm()
    expect((await shop.post('/api/sendMail', form)).status).toBe(200)

    shop.setNow(START + 48_000)
    const again = await shop.post('/api/sendMail', { ...form, email: form.email.toUpperCase(), subject: 'Autre sujet' })
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('252')
    expect(apiErrorSchema.parse(await again.json()).error).toContain('04:12')

    shop.setNow(START + CONTACT_COOLDOWN_MS - 1000)
    expect((await shop.post('/api/sendMail', form)).status).toBe(429)
    shop.setNow(START + CONTACT_COOLDOWN_MS)
    expect((await shop.post('/api/sendMail', form)).status).toBe(200)
    expect(await rowsOf(db, form.email)).toHaveLength(2)
    shop.setNow(START)
  })

  it('lets one client address send once per 5 minutes, read from x-forwarded-for only behind a trusted proxy', async () => {
    const proxied = createTestApp(db, { trustProxy: true })
    proxied.setNow(START + 3_600_000)
    // One proxy (the test) appended the client's address; the left-most entry is the client's own writing.
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.66, ${address}` })
    expect((await proxied.post('/api/sendMail', goodForm(), from('203.0.113.7'))).status).toBe(200)
    const second = await proxied.post('/api/sendMail', goodForm(), from('203.0.113.7'))
    expect(second.status).toBe(429)
    expect(apiErrorSchema.parse(await second.json()).error).toContain('05:00')
    expect((await proxied.post('/api/sendMail', goodForm(), from('203.0.113.8'))).status).toBe(200)
    const { rows } = await db.query<{ client_address: string }>(
      `select client_address from contact_messages where client_address like '203.0.113.%' order by id`
    )
    expect(rows.map((row) => row.client_address)).toEqual(['203.0.113.7', '203.0.113.8'])

    // Without TRUST_PROXY the header is anyone's to forge: ignored.
    shop.setNow(START + 3_600_000)
    expect((await shop.post('/api/sendMail', goodForm(), from('203.0.113.7'))).status).toBe(200)
    shop.setNow(START)
  })

  it('two hosts let the same sender through only once', async () => {
    const form = goodForm()
    const results = await Promise.all([0, 1, 2].map(() => storeContactMessage(db, form, undefined, START + 7_200_000, CONTACT_COOLDOWN_MS)))
    expect(results.filter((result) => result.stored)).toHaveLength(1)
  })
})

describe.each(DATABASE_KINDS)('forwarding contact messages on %s', (kind) => {
  let db: Database
  let webhook: Webhook
  let smtp: SMTPServer
  let smtpPort: number
  const mails: { from: string; to: string[]; data: string; user: string | undefined }[] = []

  beforeAll(async () => {
    db = await freshDatabase(kind)
    webhook = await startWebhook()
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'boutique' && auth.password === 'secret') return callback(null, { user: auth.username })
        callback(new Error('identifiants refusés'))
      },
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            user: typeof session.user === 'string' ? session.user : undefined
          })
          callback()
        })
      }
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpPort = (smtp.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await settleContactDeliveries()
    await webhook.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await db.close()
  })

  function appWith(contact: ContactDelivery): TestApp {
    return createTestApp(db, { contact })
  }

  it('sends through SMTP right after answering', async () => {
    const shop = appWith({
      kind: 'smtp',
      url: `smtp://boutique:secret@127.0.0.1:${smtpPort}`,
      to: 'equipe@boutique.example',
      from: 'site@boutique.example'
    })
    const form = goodForm({ subject: 'Question SMTP' })
    expect((await shop.post('/api/sendMail', form)).status).toBe(200)
    await settleContactDeliveries()
    const [row] = await rowsOf(db, form.email)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(row?.sent_at).toBeInstanceOf(Date)
    const mail = mails.find((candidate) => candidate.data.includes('Question SMTP'))
    expect(mail).toMatchObject({ from: 'site@boutique.example', to: ['equipe@boutique.example'], user: 'boutique' })
    expect(mail?.data).toContain(`Reply-To: Joueur_RP <${form.email}>`)
    expect(decodeQuotedPrintable(mail?.data ?? '')).toContain(form.text)
  })

  it('sends through a chat webhook right after answering', async () => {
    const shop = appWith({ kind: 'webhook', url: webhook.url })
    const form = goodForm({ subject: 'Question webhook', text: '@everyone mon véhicule a disparu du garage.' })
    expect((await shop.post('/api/sendMail', form)).status).toBe(200)
    await settleContactDeliveries()
    expect((await rowsOf(db, form.email))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    const content = webhook.received.find((received) => received.includes('Question webhook'))
    expect(content).toContain(form.email)
    expect(content).toContain(form.text)
  })

  it('keeps a message the transport refused, and sends it on a later retry pass', async () => {
    const shop = appWith({ kind: 'webhook', url: webhook.url })
    const transport = createContactTransport({ kind: 'webhook', url: webhook.url }) as ContactTransport
    const form = goodForm({ subject: 'Question en panne' })
    webhook.failing = true
    shop.setNow(START)
    expect((await shop.post('/api/sendMail', form)).status).toBe(200)
    await settleContactDeliveries()
    expect((await rowsOf(db, form.email))[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('503') })

    webhook.failing = false
    // Not due yet: the first retry waits a minute.
    expect(await retryContactMessages(db, transport, () => START + 30_000)).toBe(0)
    expect(await retryContactMessages(db, transport, () => START + 61_000)).toBe(1)
    expect((await rowsOf(db, form.email))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(webhook.received.filter((received) => received.includes('Question en panne'))).toHaveLength(1)
    expect(await retryContactMessages(db, transport, () => START + 3_600_000)).toBe(0)
  })

  it('two concurrent retry passes send each message once', async () => {
    const slowHook = await startWebhook(30)
    try {
      const quiet = appWith({ kind: 'none' })
      const forms = Array.from({ length: 6 }, (_, index) => goodForm({ subject: `Concurrence ${index}` }))
      for (const form of forms) expect((await quiet.post('/api/sendMail', form)).status).toBe(200)
      const transport = createContactTransport({ kind: 'webhook', url: slowHook.url }) as ContactTransport
      const later = () => START + 7_200_000
      const [first, second] = await Promise.all([retryContactMessages(db, transport, later), retryContactMessages(db, transport, later)])
      expect((first ?? 0) + (second ?? 0)).toBe(6)
      for (const form of forms) {
        expect(slowHook.received.filter((received) => received.includes(form.subject))).toHaveLength(1)
        expect((await rowsOf(db, form.email))[0]).toMatchObject({ status: 'sent', attempts: 1 })
      }
    } finally {
      await slowHook.close()
    }
  })
})
