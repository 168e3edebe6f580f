import { isIP } from 'node:net'

/**
 * Demo mode logs anyone in through its stand-ins and takes payments signed with a public secret:
 * a public https address means a real shop that forgot SHOP_DEMO=false. Local addresses are fine.
 */
export function demoPublicUrlProblem(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined
  const url = new URL(publicUrl)
  if (url.protocol !== 'https:' || isLocalHost(url.hostname)) return undefined
  return `SHOP_DEMO : le mode démo refuse de démarrer avec une adresse publique (PUBLIC_URL=${url.origin}). Pour une vraie boutique, mettez SHOP_DEMO=false (README, « Going live »).`
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true
  return isIP(host) === 4 && host.startsWith('127.')
}
