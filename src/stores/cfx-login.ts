import { atom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postCfxLogin, postCfxLoginStart } from '../api/cfx-login-api.ts'
import { cfxLoginStateSchema } from '../core/contract/cfx-login.ts'
import { safeLocalPath } from '../core/domain/safe-path.ts'
import { openExternal } from '../host/host-bridge.ts'
import { loginMessages } from '../core/messages/login.ts'
import { clearErrorPage } from './error-page.ts'
import { openLoginPanel } from './login-panel.ts'
import { $router } from './router.ts'
import { acceptLogin } from './session.ts'

export const $cfxLoginStarting = atom(false)

const failureText = (failure: unknown) => (failure instanceof ApiFailure && failure.serverMessage) || loginMessages.cfxError

/** docs/accounts.md#forum-account: the service prepares the attempt, the browser goes to the forum. */
export async function startCfxLogin(): Promise<void> {
  if ($cfxLoginStarting.get()) return
  $cfxLoginStarting.set(true)
  try {
    const here = location.pathname + location.search
    const { url } = await postCfxLoginStart({ restorePage: here.length <= 300 ? safeLocalPath(here) : 'homepage' })
    // The forum cannot be framed (research/fivem.md): in game the player's browser opens it.
    if (openExternal(url)) $cfxLoginStarting.set(false)
    else location.assign(url)
  } catch (failure) {
    $cfxLoginStarting.set(false)
    openLoginPanel(failureText(failure))
  }
}

/** Payloads already sent: a page shown twice must not spend its single-use attempt twice. */
const $sentPayloads = atom<readonly string[]>([])

/**
 * The forum's return at /cfxlogin: logs in with the payload, then goes to restorePage ('homepage'
 * and anything off-site lead home); a failure opens the login panel with the reason, at /.
 * History is replaced so Back never lands on the spent payload.
 */
export async function completeCfxLogin(payload: string | undefined, state: string | undefined): Promise<void> {
  if (payload !== undefined && $sentPayloads.get().includes(payload)) return
  const target = safeLocalPath(readRestorePage(state))
  try {
    if (!payload) throw new Error('no payload: the forum access was refused')
    $sentPayloads.set([...$sentPayloads.get(), payload])
    const { account } = await postCfxLogin(payload)
    acceptLogin(account)
    clearErrorPage()
    $router.open(target, true)
  } catch (failure) {
    openLoginPanel(failureText(failure))
    $router.open('/', true)
  }
}

function readRestorePage(state: string | undefined): string | undefined {
  try {
    const parsed = cfxLoginStateSchema.safeParse(JSON.parse(state ?? ''))
    return parsed.success ? parsed.data.restorePage : undefined
  } catch {
    return undefined
  }
}
