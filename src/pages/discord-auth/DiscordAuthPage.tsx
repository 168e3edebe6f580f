import { useEffect } from 'react'

import { discordLinkMessages as messages } from '../../core/messages/discord-link.ts'
import { finishDiscordLink } from '../../stores/discord-link.ts'

/** /discordAuth: Discord's return, with a code or an error (docs/accounts.md#discord-link). */
export function DiscordAuthPage({ search }: { search: Record<string, string | undefined> }) {
  const { code, state, error, error_description: description } = search
  useEffect(() => {
    void finishDiscordLink({ code, state, error, error_description: description })
  }, [code, state, error, description])

  return (
    <section className="redirecting" aria-live="polite" data-testid="discord-auth-page">
      <div className="spinner" aria-hidden="true" />
      <h1 className="redirecting__title">{messages.pending}</h1>
    </section>
  )
}
