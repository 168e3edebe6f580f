import * as z from 'zod/mini'

import { invalidConfig } from './config-error.ts'
import { positiveInt, type EnvValuesOf } from './env-values.ts'

/** The game servers characters live on, how long one holds the deliveries it claimed, and after how many failures staff look. */
export const gameServerEnv = {
  GAME_SERVERS: z._default(
    z.string().check(z.regex(/^[\w-]+=[^,=]+(,[\w-]+=[^,=]+)*$/, 'la forme nom=Libellé,nom=Libellé est attendue')),
    'legacy=Serveur Legacy,main=Serveur Principal'
  ),
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

/** GAME_SERVERS in order; the default one is DEFAULT_GAME_SERVER, else the last listed. */
export function gameServers(values: EnvValuesOf<typeof gameServerEnv>): { servers: GameServer[]; defaultServer: string } {
  const servers = values.GAME_SERVERS.split(',').map((entry) => {
    const [name = '', label = ''] = entry.split('=')
    return { name: name.trim(), label: label.trim() }
  })
  const defaultServer = values.DEFAULT_GAME_SERVER ?? servers[servers.length - 1]?.name ?? 'main'
  if (!servers.some((server) => server.name === defaultServer)) {
    throw invalidConfig(`DEFAULT_GAME_SERVER « ${defaultServer} » n'est pas dans GAME_SERVERS.`)
  }
  return { servers, defaultServer }
}
