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

/** SOCIAL_<NETWORK> per network given. */
export function socialLinks(values: Record<string, unknown>): Partial<Record<SocialNetwork, string>> {
  return Object.fromEntries(
    SOCIAL_NETWORKS.flatMap((network) => {
      const url = values[`SOCIAL_${network.toUpperCase()}`]
      return typeof url === 'string' && url ? [[network, url]] : []
    })
  )
}
