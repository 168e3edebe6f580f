/// <reference types="@citizenfx/client" />
import { startShopOverlay } from './shop-overlay.ts'

startShopOverlay({
  registerCommand: (name, handler) => RegisterCommand(name, handler, false),
  registerKeyMapping: (command, description, mapper, key) => RegisterKeyMapping(command, description, mapper, key),
  setNuiFocus: (hasFocus, hasCursor) => SetNuiFocus(hasFocus, hasCursor),
  sendNuiMessage: (message) => SendNuiMessage(JSON.stringify(message)),
  registerNuiCallback: (name, handler) => RegisterNuiCallback(name, handler),
  emitServer: (event) => emitNet(event),
  onServerEvent: (event, handler) => onNet(event, handler)
})
