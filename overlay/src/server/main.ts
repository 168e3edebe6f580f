/// <reference types="@citizenfx/server" />
import { startServer } from './start-server.ts'

const PREFIX = '[boutique]'
const RESOURCE = GetCurrentResourceName()
/** `exports.<resource>.<name>`: FiveM's proxy of other resources' exports (citizen/scripting/v8/main.js). */
const otherResources = exports as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>

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
    setPlayerState: (source, key, value) => Player(source).state.set(key, value, true),
    executeCommand: (command) => ExecuteCommand(command),
    isPrincipalAceAllowed: (principal, object) => IsPrincipalAceAllowed(principal, object),
    resourceName: () => GetCurrentResourceName(),
    getKvp: (key) => GetResourceKvpString(key) || undefined,
    setKvp: (key, value) => SetResourceKvp(key, value),
    deleteKvp: (key) => DeleteResourceKvp(key),
    log: (message) => console.log(`${PREFIX} ${message}`),
    warn: (message) => console.warn(`${PREFIX} ${message}`),
    resourceState: (resource) => GetResourceState(resource),
    callExport: (resource, name, ...args) => otherResources[resource]?.[name]?.(...args),
    replicateConvar: (name, value) => SetConvarReplicated(name, value),
    onEvent: (event, handler) => on(event, (...args: unknown[]) => handler(...args)),
    onStarted: (handler) => on('onServerResourceStart', (name: string) => name === RESOURCE && handler())
  },
  { fetch: (input, init) => fetch(input, init), now: () => Date.now() }
)
