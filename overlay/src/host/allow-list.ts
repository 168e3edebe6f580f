/** The store provider's pages (research/tebex.md): checkout, payment, and the basket's login. */
const STORE_PROVIDER_ORIGINS = ['https://checkout.tebex.io', 'https://pay.tebex.io', 'https://ident.tebex.io', 'https://www.tebex.io']
const MAX_URL_LENGTH = 4096

/**
 * Where the shop may send the player's own browser: the shop itself, the store provider, and the
 * social links and store-provider endpoints the shop's /api/config names. Nothing else, and only http(s).
 */
export class AllowList {
  private readonly origins = new Set(STORE_PROVIDER_ORIGINS)

  constructor(shopUrl: string) {
    this.addUrl(shopUrl)
  }

  /** Adds the origins of the configuration's social links and store-provider endpoints. */
  addFromConfig(config: unknown): void {
    if (typeof config !== 'object' || config === null) return
    const { socials, storeProvider } = config as { socials?: unknown; storeProvider?: unknown }
    if (typeof socials === 'object' && socials !== null) Object.values(socials).forEach((url) => this.addUrl(url))
    if (typeof storeProvider === 'object' && storeProvider !== null) {
      const { checkoutEndpoint, headlessUrl } = storeProvider as Record<string, unknown>
      this.addUrl(checkoutEndpoint)
      this.addUrl(headlessUrl)
    }
  }

  allows(url: unknown): url is string {
    if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return false
    const parsed = parseWebUrl(url)
    return parsed !== undefined && this.origins.has(parsed.origin)
  }

  private addUrl(url: unknown): void {
    const parsed = typeof url === 'string' ? parseWebUrl(url) : undefined
    if (parsed) this.origins.add(parsed.origin)
  }
}

function parseWebUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined
  } catch {
    return undefined
  }
}
