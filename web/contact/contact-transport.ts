import { createTransport } from 'nodemailer'

import type { ContactDelivery } from './contact-settings.ts'
import type { ContactMessageRow } from './contact-repo.ts'

/** Hands one stored message to the team; throws when it was not accepted. */
export interface ContactTransport {
  /** For logs: where the messages go, without credentials. */
  readonly description: string
  send(message: ContactMessageRow): Promise<void>
}

const SEND_TIMEOUT_MS = 15_000
/** A Discord message holds at most 2000 characters. */
const WEBHOOK_CONTENT_MAX = 2000

/** The transport of the settings; undefined when none is configured (messages are only stored). */
export function createContactTransport(delivery: ContactDelivery): ContactTransport | undefined {
  switch (delivery.kind) {
    case 'none':
      return undefined
    case 'smtp':
      return smtpTransport(delivery)
    case 'webhook':
      return webhookTransport(delivery.url)
  }
}

function smtpTransport({ url, to, from }: { url: string; to: string; from: string }): ContactTransport {
  const mailer = createTransport({
    url,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS
  })
  const { protocol, host } = new URL(url)
  return {
    description: `SMTP ${protocol}//${host} vers ${to}`,
    async send(message) {
      await mailer.sendMail({
        from: { name: `${message.username} (Boutique)`, address: from },
        to,
        // The team answers the player straight from its mail client.
        replyTo: { name: message.username, address: message.email },
        subject: `[Contact] ${message.subject}`,
        text: plainText(message)
      })
    }
  }
}

function webhookTransport(url: string): ContactTransport {
  return {
    description: `webhook ${new URL(url).host}`,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // allowed_mentions: a player's text must not ping @everyone in the team's channel.
        body: JSON.stringify({ content: webhookContent(message), allowed_mentions: { parse: [] } }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
      })
      if (!response.ok) throw new Error(`le webhook a répondu ${response.status}`)
    }
  }
}

function plainText(message: ContactMessageRow): string {
  return [
    `Pseudo : ${message.username}`,
    `Adresse email : ${message.email}`,
    `Envoyé le : ${message.createdAt.toISOString()}`,
    `Message n° ${message.id}`,
    '',
    message.text
  ].join('\n')
}

export function webhookContent(message: ContactMessageRow): string {
  const header = [
    `**Nouveau message de contact n° ${message.id}**`,
    `**Pseudo :** ${message.username}`,
    `**Adresse email :** ${message.email}`,
    `**Sujet :** ${message.subject}`,
    ''
  ].join('\n')
  const content = `${header}\n${message.text}`
  return content.length <= WEBHOOK_CONTENT_MAX ? content : `${content.slice(0, WEBHOOK_CONTENT_MAX - 1)}…`
}
