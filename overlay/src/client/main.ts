/// <reference types="@citizenfx/client" />
import { startShopOverlay } from './shop-overlay.ts'

startShopOverlay({
  registerCommand: (name, handler) => RegisterCommand(name, handler, false),
  // The server script replicates boutique_key (SetConvarReplicated), so the client reads the admin's choice.
  registerKeyMapping: (command, description, mapper, key) => RegisterKeyMapping(command, description, mapper, openKey(key)),
  setNuiFocus: (hasFocus, hasCursor) => SetNuiFocus(hasFocus, hasCursor),
  sendNuiMessage: (message) => SendNuiMessage(JSON.stringify(message)),
  registerNuiCallback: (name, handler) => RegisterNuiCallback(name, handler),
  emitServer: (event) => emitNet(event),
  onServerEvent: (event, handler) => onNet(event, handler),
  // The feed ticker: citizenfx/fivem ext/natives (BEGIN_TEXT_COMMAND_THEFEED_POST, END_TEXT_COMMAND_THEFEED_POST_TICKER).
  showNotice: (text) => {
    BeginTextCommandThefeedPost('STRING')
    AddTextComponentSubstringPlayerName(text)
    EndTextCommandThefeedPostTicker(false, true)
  },
  onLocalEvent: (event, handler) => on(event, () => handler()),
  // citizenfx/fivem ext/natives: NETWORK_IS_PLAYER_ACTIVE, GET_IS_LOADING_SCREEN_ACTIVE.
  playerInGame: () => NetworkIsPlayerActive(PlayerId()) && !GetIsLoadingScreenActive(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms)
    return () => clearInterval(timer)
  }
})

/** boutique_key as the server replicated it, when it is a key name; else the default (F2). */
function openKey(fallback: string): string {
  const key = GetConvar('boutique_key', fallback).trim().toUpperCase()
  return /^[A-Z0-9_]{1,20}$/.test(key) ? key : fallback
}
