import { describe, expect, it } from 'vitest'

import type { ClientNatives, NuiCallbackReply } from '../../overlay/src/client/client-natives.ts'
import { startShopOverlay } from '../../overlay/src/client/shop-overlay.ts'
import type { GameToHostMessage } from '../../overlay/src/shared/protocol.ts'

/** The game's natives as a recorder: what the script asked the game to do. */
function fakeGame() {
  const commands = new Map<string, () => void>()
  const callbacks = new Map<string, (data: unknown, reply: NuiCallbackReply) => void>()
  const serverEvents = new Map<string, (payload: unknown) => void>()
  const localEvents = new Map<string, () => void>()
  const polls = new Set<() => void>()
  const game = {
    inWorld: false,
    /** One turn of every running poll. */
    tick: () => [...polls].forEach((poll) => poll()),
    polls,
    localEvent: (event: string) => localEvents.get(event)?.(),
    focus: [] as [boolean, boolean][],
    nuiMessages: [] as GameToHostMessage[],
    toServer: [] as string[],
    notices: [] as string[],
    keyMappings: [] as string[][],
    pressF2: () => commands.get(game.keyMappings[0]?.[0] ?? '')?.(),
    nuiCallback: (name: string, data: unknown = {}) => new Promise<unknown>((resolve) => callbacks.get(name)?.(data, resolve)),
    fromServer: (event: string, payload: unknown) => serverEvents.get(event)?.(payload)
  }
  const natives: ClientNatives = {
    registerCommand: (name, handler) => commands.set(name, handler),
    registerKeyMapping: (...mapping) => game.keyMappings.push(mapping),
    setNuiFocus: (hasFocus, hasCursor) => game.focus.push([hasFocus, hasCursor]),
    sendNuiMessage: (message) => game.nuiMessages.push(message),
    registerNuiCallback: (name, handler) => callbacks.set(name, handler),
    emitServer: (event) => game.toServer.push(event),
    onServerEvent: (event, handler) => serverEvents.set(event, handler),
    showNotice: (text) => game.notices.push(text),
    onLocalEvent: (event, handler) => localEvents.set(event, handler),
    playerInGame: () => game.inWorld,
    every: (_ms, fn) => {
      polls.add(fn)
      return () => polls.delete(fn)
    }
  }
  return { game, natives }
}

describe('the client script', () => {
  it('binds F2 to the "boutique" command, named Boutique in the key settings', () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    expect(game.keyMappings).toEqual([['boutique', 'Boutique', 'keyboard', 'F2']])
  })

  it('F2 opens the shop with NUI focus and the cursor, F2 again takes the focus back', () => {
    const { game, natives } = fakeGame()
    const overlay = startShopOverlay(natives)
    game.pressF2()
    expect(overlay.isOpen()).toBe(true)
    expect(game.focus).toEqual([[true, true]])
    expect(game.nuiMessages).toEqual([{ type: 'open' }])
    game.pressF2()
    expect(overlay.isOpen()).toBe(false)
    expect(game.focus).toEqual([
      [true, true],
      [false, false]
    ])
    expect(game.nuiMessages.at(-1)).toEqual({ type: 'close' })
  })

  it('each opening asks the server for a login session, and closing does not', () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    game.pressF2()
    game.pressF2()
    expect(game.toServer).toEqual(['boutique:requestSession'])
  })

  it('the close NUI callback takes the focus back and always answers the page', async () => {
    const { game, natives } = fakeGame()
    const overlay = startShopOverlay(natives)
    game.pressF2()
    expect(await game.nuiCallback('close')).toEqual({ ok: true })
    expect(overlay.isOpen()).toBe(false)
    expect(game.focus.at(-1)).toEqual([false, false])
    // Already closed: still an answer, and nothing else changes.
    expect(await game.nuiCallback('close')).toEqual({ ok: true })
    expect(game.focus).toHaveLength(2)
  })

  it('hands the server’s session to the page, and drops a malformed one', () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    const session = { shopUrl: 'https://boutique.example.fr', serverName: 'main', token: 'a'.repeat(43) }
    game.fromServer('boutique:session', session)
    game.fromServer('boutique:session', { shopUrl: 42, serverName: 'main', token: null })
    game.fromServer('boutique:session', 'not an object')
    expect(game.nuiMessages).toEqual([{ type: 'session', ...session }])
  })

  it('prepares the shop once the page listens and the player has spawned: one session, before any F2', async () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    game.tick()
    expect(await game.nuiCallback('ready')).toEqual({ ok: true })
    expect(game.toServer).toEqual([])
    game.localEvent('playerSpawned')
    expect(game.toServer).toEqual(['boutique:requestSession'])
    expect(game.polls.size).toBe(0)
    // Nothing is shown nor focused: the page builds the frame out of sight.
    expect(game.focus).toEqual([])
    expect(game.nuiMessages).toEqual([])
    game.localEvent('playerSpawned')
    expect(game.toServer).toHaveLength(1)
  })

  it('without a playerSpawned event, the poll finds the player in the world', async () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    await game.nuiCallback('ready')
    game.tick()
    expect(game.toServer).toEqual([])
    game.inWorld = true
    game.tick()
    expect(game.toServer).toEqual(['boutique:requestSession'])
    expect(game.polls.size).toBe(0)
  })

  it('F2 asks for its own session; a page that starts listening later (a resource restart) is prepared again', async () => {
    const { game, natives } = fakeGame()
    startShopOverlay(natives)
    game.localEvent('playerSpawned')
    game.pressF2()
    expect(game.toServer).toEqual(['boutique:requestSession'])
    await game.nuiCallback('ready')
    expect(game.toServer).toHaveLength(2)
  })
})
