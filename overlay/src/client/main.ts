/// <reference types="@citizenfx/client" />
import { startShopOverlay } from './shop-overlay.ts'

startShopOverlay({
  registerCommand: (name, handler) => RegisterCommand(name, handler, false),
  registerKeyMapping: (command, description, mapper, key) => RegisterKeyMapping(command, description, mapper, key),
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
  }
})
