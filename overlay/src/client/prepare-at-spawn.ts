import type { ClientNatives } from './client-natives.ts'

/** How often the script looks whether the player is in the world yet, until it is. */
export const SPAWN_POLL_MS = 1000

/**
 * The first F2 as fast as the later ones (docs/in-game.md#prepared-at-spawn): once the host page listens and
 * the player is in the world, the script asks the server for a session, as F2 would. The page then builds
 * the shop's frame out of sight and the frame spends the token at once, so no token waits for F2 and expires.
 * Each new page (a resource restart) is prepared again.
 */
export function prepareAtSpawn(natives: ClientNatives, requestSession: () => void): { pageReady(): void; opened(): void } {
  let pageListens = false
  let inWorld = false
  let prepared = false
  let stopPolling: (() => void) | undefined

  const tryPrepare = () => {
    if (prepared || !pageListens || !inWorld) return
    prepared = true
    requestSession()
  }
  const spawned = () => {
    inWorld = true
    stopPolling?.()
    stopPolling = undefined
    tryPrepare()
  }

  // spawnmanager fires playerSpawned after each spawn (citizenfx/cfx-server-data, commit 1b37914d,
  // resources/[managers]/spawnmanager/spawnmanager.lua), and ESX Legacy spawns through it without multicharacter
  // (esx-framework/esx_core 0210f4ce, [core]/es_extended/client/main.lua). The poll covers the others (a
  // multicharacter screen, QBCore's own spawn): NetworkIsPlayerActive once in the session, the loading screen gone.
  natives.onLocalEvent('playerSpawned', spawned)
  stopPolling = natives.every(SPAWN_POLL_MS, () => {
    if (natives.playerInGame()) spawned()
  })

  return {
    pageReady() {
      pageListens = true
      prepared = false
      tryPrepare()
    },
    /** F2 before the preparation asked for the session itself. */
    opened() {
      prepared = true
    }
  }
}
