import type { Context } from 'hono'

import type { Config } from '../config.ts'

/**
 * The website's origin for addresses that leave this request (links, return addresses): PUBLIC_URL,
 * else (demo mode, local use) the request's own. Calls from the game's page reach the shop service at
 * its own address too, so neither is ever https://cfx-nui-… or nui://.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, c: Context): string {
  return new URL(config.publicUrl ?? c.req.url).origin
}
