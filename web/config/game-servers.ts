import * as z from 'zod/mini'

import { invalidConfig } from './config-error.ts'
import { positiveInt, type EnvValuesOf } from './env-values.ts'

/** The game servers characters live on, how long one holds the deliveries it claimed, and after how many failures staff look. */
export const gameServerEnv = {
  GAME_SERVERS: z.optional(z.string().check(z.regex(/^[\w-]+=[^,=]+(,[\w-]+=[^,=]+)*$/, 'la forme nom=Libellé,nom=Libellé est attendue'))),
  DEFAULT_GAME_SERVER: z.optional(z.string()),
  DELIVERY_CLAIM_SECONDS: z._default(
    positiveInt.check(z.refine((value) => value >= 5 && value <= 86_400, 'entre 5 et 86400 secondes')),
    120
  ),
  DELIVERY_MAX_FAILURES: z._default(positiveInt.check(z.refine((value) => value >= 1 && value <= 100, 'entre 1 et 100')), 5)
}

export interface GameServer {
  name: string
  label: string
}

/** The demo's two servers: demo mode only, a real shop names its own (players read these labels). */
export const DEMO_GAME_SERVERS = 'legacy=Serveur Legacy,main=Serveur Principal'

/**
 * GAME_SERVERS in order; the default one is DEFAULT_GAME_SERVER, else the last listed. Outside demo mode it is
 * required: each name is a game server's boutique_server_name (overlay/README.md) and its label is what players read.
 */
export function gameServers(values: EnvValuesOf<typeof gameServerEnv> & { SHOP_DEMO: boolean }): {
  servers: GameServer[]
  defaultServer: string
} {
  const listed = values.GAME_SERVERS ?? (values.SHOP_DEMO ? DEMO_GAME_SERVERS : undefined)
  if (listed === undefined) {
    throw invalidConfig(
      'GAME_SERVERS est obligatoire hors mode démo (SHOP_DEMO=false) : vos serveurs de jeu, nom=Libellé séparés par des ' +
        'virgules, chaque nom étant le boutique_server_name d’un serveur (par exemple GAME_SERVERS=main=Serveur Principal).'
    )
  }
  const servers = listed.split(',').map((entry) => {
    const [name = '', label = ''] = entry.split('=')
    return { name: name.trim(), label: label.trim() }
  })
  const defaultServer = values.DEFAULT_GAME_SERVER ?? servers[servers.length - 1]?.name ?? 'main'
  if (!servers.some((server) => server.name === defaultServer)) {
    throw invalidConfig(`DEFAULT_GAME_SERVER « ${defaultServer} » n'est pas dans GAME_SERVERS.`)
  }
  return { servers, defaultServer }
}
