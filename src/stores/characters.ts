import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { fetchCharacters } from '../api/account-api.ts'
import { setGameServerHeader } from '../api/client.ts'
import type { Character } from '../core/contract/account.ts'
import { errorMessages } from '../core/messages/errors.ts'
import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'
import { $appState, updateAppState } from './persistence.ts'
import { $publicConfig } from './public-config.ts'
import { CHARACTERS_MAX_AGE_MS } from './refresh-periods.ts'

/** The chosen server, or the installation's default (the current server). */
export const $server = computed([$appState, $publicConfig], (state, config) => state.server ?? config?.defaultServer)
$server.subscribe((server) => setGameServerHeader(server))

interface ServerCharacters {
  list: Character[]
  fetchedAt: number
}

/** docs/client-state.md#persisted-parts: kept between visits (the app part), so the purchase dialog has them at once after a reload. */
export const $charactersByServer = atom<Record<string, ServerCharacters>>($appState.get().characters ?? {})
$charactersByServer.listen((byServer) => updateAppState({ characters: byServer }))
export const $charactersError = atom<string | undefined>(undefined)

export const $characters = computed([$charactersByServer, $server], (byServer, server) => (server ? (byServer[server]?.list ?? []) : []))

export const $selectedCharacter = computed([$characters, $appState, $server], (characters, state, server) => {
  const id = server ? state.selectedCharacters[server] : undefined
  return characters.find((character) => character.id === id)
})

export function chooseServer(name: string): void {
  updateAppState({ server: name })
  void loadCharacters()
}

export function chooseCharacter(character: Character): void {
  const state = $appState.get()
  updateAppState({ selectedCharacters: { ...state.selectedCharacters, [character.serverName]: character.id } })
}

/** Fetches the chosen server's characters unless a recent list is there (or `force`). */
export async function loadCharacters(force = false, now = Date.now()): Promise<void> {
  const server = $server.get()
  if (!server) return
  const known = $charactersByServer.get()[server]
  if (!force && known && now - known.fetchedAt < CHARACTERS_MAX_AGE_MS) return
  try {
    const list = await fetchCharacters()
    $charactersByServer.set({ ...$charactersByServer.get(), [server]: { list, fetchedAt: now } })
    $charactersError.set(undefined)
  } catch (failure) {
    if (!(failure instanceof ApiFailure)) throw failure
    $charactersError.set(failure.serverMessage ?? errorMessages.genericDialog)
    console.warn('[characters] not loaded:', failure)
  }
}

/** Logout: characters, selection and server go back to their defaults (docs/accounts.md#logout). */
export function forgetCharacters(): void {
  $charactersByServer.set({})
  $charactersError.set(undefined)
  updateAppState({ server: undefined, selectedCharacters: {} })
}

export function openCharacterDialog(): void {
  openOverlay('characterSelect', {})
  void loadCharacters()
}

/** docs/accounts.md#servers-and-characters: the dialog closes after a 50 ms delay. */
export const CHARACTER_DIALOG_CLOSE_MS = 50

export function closeCharacterDialog(): void {
  setTimeout(() => closeOverlay('characterSelect'), CHARACTER_DIALOG_CLOSE_MS)
}

export const $characterDialogOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'characterSelect'))
