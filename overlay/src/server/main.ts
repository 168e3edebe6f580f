/// <reference types="@citizenfx/server" />
import { startServer } from './start-server.ts'

const PREFIX = '[boutique]'

startServer(
  {
    getConvar: (name, fallback) => GetConvar(name, fallback),
    playerIdentifiers: (source) => getPlayerIdentifiers(source),
    playerName: (source) => GetPlayerName(source) ?? '',
    players: () => getPlayers(),
    emitClient: (event, source, payload) => emitNet(event, source, payload),
    emitLocal: (event, ...args) => emit(event, ...args),
    onPlayerJoining: (handler) => on('playerJoining', () => handler(String(source))),
    onPlayerDropped: (handler) => on('playerDropped', () => handler(String(source))),
    onClientEvent: (event, handler) => onNet(event, () => handler(String(source))),
    exportFunction: (name, fn) => exports(name, fn),
    after: (ms, fn) => void setTimeout(fn, ms),
    mainThread: () => new Promise((resolve) => setImmediate(resolve)),
    log: (message) => console.log(`${PREFIX} ${message}`),
    warn: (message) => console.warn(`${PREFIX} ${message}`)
  },
  { fetch: (input, init) => fetch(input, init), now: () => Date.now() }
)
