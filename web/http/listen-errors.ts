import type { Server } from 'node:http'

import { reportBadSetting } from '../log/logger.ts'

/** sysexits' EX_CONFIG, as for the other bad settings: the port is part of the configuration. */
export const EXIT_LISTEN_FAILED = 78

const REASONS: Record<string, (port: number) => string> = {
  EADDRINUSE: (port) => `PORT : le port ${port} est déjà utilisé par un autre programme ; arrêtez-le ou choisissez un autre PORT.`,
  EACCES: (port) => `PORT : le port ${port} est réservé (ports sous 1024) ; choisissez un PORT à partir de 1024.`,
  EADDRNOTAVAIL: () => 'HOST : cette adresse n’appartient pas à cette machine.'
}

/**
 * A port the host cannot take ends the start with one French line naming the setting and exit code 78,
 * not a stack trace. The database closes first, which frees PGlite's lock.
 */
export function exitOnListenError(server: Server, port: number, close: () => Promise<void>): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code ? REASONS[error.code] : undefined
    if (!reason) throw error
    reportBadSetting(`Configuration invalide (README, « Settings ») : ${reason(port)}`)
    void close().finally(() => process.exit(EXIT_LISTEN_FAILED))
  })
}
