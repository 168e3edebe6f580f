import type { ShopData } from '../../src/core/contract/catalog.ts'
import type { Config } from '../config.ts'
import { publicStoreProvider } from '../tebex/public-store-config.ts'
import { nuiOrigins } from './cors.ts'
import { plainOrigin } from './plain-origin.ts'

export type PolicyConfig = Pick<Config, 'storeProvider' | 'publicUrl' | 'rankBadgeUrl' | 'forum' | 'nuiResourceName'>

/** JSON answers and files that are no page: nothing may run or load in them; framed only where pages may be. */
export function noContentPolicy(config: Pick<PolicyConfig, 'nuiResourceName'>): string {
  return `default-src 'none'; frame-ancestors ${["'self'", ...nuiFrameAncestors(config.nuiResourceName)].join(' ')}`
}

/**
 * The game's pages that may frame the shop: the resource's NUI page and the game's root page, the
 * origins CORS accepts (cors.ts). NUI_RESOURCE_NAME is letters, digits and `-` (config.ts): a plain host.
 */
export function nuiFrameAncestors(resourceName: string): string[] {
  return nuiOrigins(resourceName)
}

/**
 * The shop's pages: scripts and styles from the shop only (Tebex.js is bundled; it and Preact set
 * inline styles, so styles allow 'unsafe-inline', scripts never); the store provider's Headless API
 * for fetch and its checkout for frames and forms; images from the shop, data: URLs, the rank badges'
 * host, the forum (avatars) and the hosts of the catalogue's images.
 */
export function pagePolicy(config: PolicyConfig, requestUrl: string, catalogueImageOrigins: readonly string[]): string {
  const store = publicStoreProvider(config, requestUrl)
  const checkout = store ? [originOf(store.checkoutEndpoint)] : []
  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', originOf(config.rankBadgeUrl), originOf(config.forum.url), ...catalogueImageOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", store ? originOf(store.headlessUrl) : undefined]],
    ['frame-src', ["'self'", ...checkout]],
    ['form-action', ["'self'", ...checkout]],
    ['frame-ancestors', ["'self'", ...nuiFrameAncestors(config.nuiResourceName)]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]]
  ]
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ')
}

/** The origins the catalogue's product images come from (root-relative images are the shop's own). */
export function imageOriginsOf(shopData: ShopData): string[] {
  return unique(shopData.products.flatMap((product) => product.images.map(originOf)))
}

/** Only parsed plain origins become sources: nothing from a setting or the catalogue can add a directive. */
function originOf(url: string | undefined): string | undefined {
  return plainOrigin(url)
}

function unique(sources: (string | undefined)[]): string[] {
  return [...new Set(sources.filter((source): source is string => source !== undefined))]
}
