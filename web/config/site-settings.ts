import * as z from 'zod/mini'

import { SOCIAL_NETWORKS, type SocialNetwork } from '../../src/core/contract/public-config.ts'
import { httpUrl } from './env-values.ts'

/** What the pages link to: the community, the rank badges, the social networks. */
export const siteEnv = {
  COMMUNITY_URL: z.optional(httpUrl),
  RANK_BADGE_URL: z._default(
    z.string().check(z.regex(/^(\/|https:\/\/)\S*\{rank\}\S*$/, 'une adresse contenant {rank} est attendue')),
    '/media/ranks/{rank}.svg'
  ),
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`SOCIAL_${network.toUpperCase()}`, z.optional(httpUrl)]))
}

/**
 * Demo mode only, like the demo legal details: every network and the community get a link, so the footer and the
 * home page show them; `.example` addresses (RFC 2606) can never be someone's real account.
 */
const demoLink = (name: string) => `https://${name}.example/boutique-demo`

/** SOCIAL_<NETWORK> per network given; in demo mode with none given, a demo link for every network. */
export function socialLinks(values: Record<string, unknown> & { SHOP_DEMO: boolean }): Partial<Record<SocialNetwork, string>> {
  const given = SOCIAL_NETWORKS.flatMap((network) => {
    const url = values[`SOCIAL_${network.toUpperCase()}`]
    return typeof url === 'string' && url ? [[network, url] as const] : []
  })
  if (given.length === 0 && values.SHOP_DEMO) return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, demoLink(network)]))
  return Object.fromEntries(given)
}

/** COMMUNITY_URL, or in demo mode a demo link. */
export function communityLink(values: { COMMUNITY_URL?: string | undefined; SHOP_DEMO: boolean }): string | undefined {
  return values.COMMUNITY_URL ?? (values.SHOP_DEMO ? demoLink('community') : undefined)
}
