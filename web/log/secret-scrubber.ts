/** Shorter values would turn ordinary words of the logs into `[secret]`; secrets of the settings are far longer. */
const MIN_SECRET_LENGTH = 6
export const SECRET_MARK = '[secret]'

/**
 * Secrets whose shape is known though their value is not: a session id or token after `Bearer`, the
 * session and forum-login cookies, the password of a URL's credentials, a secret-looking query parameter.
 */
const SHAPED_SECRETS: { hints: string[]; pattern: RegExp; replacement: string }[] = [
  { hints: ['earer', 'EARER'], pattern: /(Bearer\s+)[^\s"\\,;]+/gi, replacement: `$1${SECRET_MARK}` },
  { hints: ['boutique_', 'BOUTIQUE_'], pattern: /(boutique_(?:session|cfx)=)[^\s"\\;,]+/gi, replacement: `$1${SECRET_MARK}` },
  { hints: ['://'], pattern: /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"\\]*:)[^\s@/"\\]+@/gi, replacement: `$1${SECRET_MARK}@` },
  { hints: ['='], pattern: /([?&](?:token|code|state|payload|password|secret|key)=)[^\s&"\\#]+/gi, replacement: `$1${SECRET_MARK}` }
]

/**
 * The last guard before a log line leaves the process (pino's streamWrite hook): every known secret
 * value of the settings is replaced, as written, as JSON escapes it and as a URL encodes it, and the
 * shaped secrets above too. Field names are redacted earlier (logger.ts); this catches a secret
 * quoted inside a message or an error.
 */
export function secretScrubber(secrets: readonly (string | undefined)[]): (line: string) => string {
  const forms = new Set<string>()
  for (const secret of secrets) {
    if (secret === undefined || secret.length < MIN_SECRET_LENGTH) continue
    forms.add(secret)
    forms.add(JSON.stringify(secret).slice(1, -1))
    forms.add(encodeURIComponent(secret))
  }
  // Longest first: a secret containing another is replaced whole.
  const values = [...forms].sort((a, b) => b.length - a.length)
  return (line) => {
    let scrubbed = line
    for (const value of values) if (scrubbed.includes(value)) scrubbed = scrubbed.replaceAll(value, SECRET_MARK)
    // A plain search first: most lines (the access log's) hold none of the hints, and skip every pattern.
    for (const { hints, pattern, replacement } of SHAPED_SECRETS) {
      if (hints.some((hint) => scrubbed.includes(hint))) scrubbed = scrubbed.replace(pattern, replacement)
    }
    return scrubbed
  }
}
