import * as z from 'zod/mini'

import { DATABASE_POOL_DEFAULT } from '../db/pool-size.ts'
import { demoPublicUrlProblem } from '../demo/demo-public-url.ts'
import { NO_PROXY, proxyTrustSetting } from '../http/proxy-trust.ts'
import { invalidConfig } from './config-error.ts'
import { flag, httpUrl, port, positiveInt, type EnvValuesOf } from './env-values.ts'

/** Where the host listens, its storage, its mode and its public address. */
export const hostEnv = {
  PORT: z._default(port, 8080),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_OWNER_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_POOL_SIZE: z._default(
    positiveInt.check(z.refine((value) => value >= 1 && value <= 500, 'entre 1 et 500')),
    DATABASE_POOL_DEFAULT
  ),
  STATIC_DIR: z._default(z.string().check(z.minLength(1)), './dist/web'),
  SHOP_DEMO: z._default(flag, true),
  SHOP_SERVER_KEY: z.optional(z.string().check(z.minLength(32, 'au moins 32 caractères'))),
  PUBLIC_URL: z.optional(httpUrl),
  NUI_RESOURCE_NAME: z._default(
    z.string().check(z.regex(/^[A-Za-z0-9-]{1,63}$/, 'le nom de la ressource FiveM est attendu (lettres, chiffres, « - »)')),
    'boutique'
  ),
  TRUST_PROXY: z._default(proxyTrustSetting, NO_PROXY)
}

/** Outside demo mode the game server's key and the public address are required; demo mode refuses a public one. */
export function checkHostSettings(values: EnvValuesOf<typeof hostEnv>): void {
  if (values.DATABASE_OWNER_URL && !values.DATABASE_URL) {
    throw invalidConfig(
      'DATABASE_OWNER_URL va avec DATABASE_URL : le rôle propriétaire applique les migrations, la boutique sert par DATABASE_URL.'
    )
  }
  if (!values.SHOP_DEMO && !values.SHOP_SERVER_KEY) {
    throw invalidConfig('SHOP_SERVER_KEY est obligatoire hors mode démo (SHOP_DEMO=false).')
  }
  // The shop in game hands payments, Grades and the Discord link to the website at this address
  // (overlay/README.md); behind a proxy the request's own origin may be an internal one.
  if (!values.SHOP_DEMO && !values.PUBLIC_URL) {
    throw invalidConfig(
      'PUBLIC_URL est obligatoire hors mode démo (SHOP_DEMO=false) : c’est l’adresse du site que la boutique en jeu ouvre dans le navigateur du joueur (paiements, Grades, Discord), par exemple https://boutique.example.fr.'
    )
  }
  const demoProblem = values.SHOP_DEMO ? demoPublicUrlProblem(values.PUBLIC_URL) : undefined
  if (demoProblem) throw invalidConfig(demoProblem)
}
