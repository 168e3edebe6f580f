import type { Config } from '../config.ts'

/** Every secret value the settings hold, for the log scrubber (secret-scrubber.ts). */
export function secretValuesOf(config: Config): string[] {
  const contact = config.contact
  return [
    config.serverKey,
    config.storeProvider?.webhookSecret,
    config.discord?.clientSecret,
    config.observability.metricsToken,
    ...urlSecrets(config.databaseUrl),
    ...urlSecrets(config.databaseOwnerUrl),
    ...(contact.kind === 'smtp' ? urlSecrets(contact.url) : []),
    // A chat webhook's address is its own credential (Discord: /api/webhooks/<id>/<token>).
    ...(contact.kind === 'webhook' ? [contact.url, new URL(contact.url).pathname] : [])
  ].filter((value): value is string => value !== undefined && value !== '')
}

/** The password of a URL's credentials, raw and decoded. */
function urlSecrets(url: string | undefined): string[] {
  if (!url) return []
  const password = URL.canParse(url) ? new URL(url).password : ''
  if (!password) return []
  return [password, safeDecode(password)]
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
