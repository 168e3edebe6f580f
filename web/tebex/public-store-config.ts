import type { PublicConfig } from '../../src/core/contract/public-config.ts'
import type { Config } from '../config.ts'
import { STAND_IN_TEBEX_PATH } from './tebex-settings.ts'

/**
 * What the bundle needs to reach the store provider: never the webhook secret. The stand-in lives
 * on this host, at PUBLIC_URL when set, otherwise at the origin the bundle itself was asked from.
 */
export function publicStoreProvider(
  config: Pick<Config, 'storeProvider' | 'publicUrl'>,
  requestUrl: string
): PublicConfig['storeProvider'] {
  const settings = config.storeProvider
  if (!settings) return null
  const standIn = `${new URL(config.publicUrl ?? requestUrl).origin}${STAND_IN_TEBEX_PATH}`
  return {
    publicToken: settings.publicToken,
    headlessUrl: settings.headlessUrl ?? standIn,
    checkoutEndpoint: settings.checkoutEndpoint ?? `${standIn}/checkout`,
    specialPackages: settings.specialPackages
  }
}
