/** Where /redirecting may send a player: the shop itself and the store provider's checkout. */
const STORE_PROVIDER_HOSTS = ['tebex.io', 'checkout.tebex.io', 'pay.tebex.io', 'headless.tebex.io', 'ident.tebex.io']

export function isAllowedRedirect(target: string, shopOrigin: string): boolean {
  let url: URL
  try {
    url = new URL(target, shopOrigin)
  } catch {
    return false
  }
  if (url.origin === shopOrigin) return true
  return url.protocol === 'https:' && STORE_PROVIDER_HOSTS.includes(url.hostname)
}
