import { atom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postLinkDiscord, postLinkDiscordStart } from '../api/discord-api.ts'
import { discordStateSchema, type DiscordState, type LinkDiscordStartRequest } from '../core/contract/discord-link.ts'
import { safeLocalPath } from '../core/domain/safe-path.ts'
import { discordLinkMessages as messages } from '../core/messages/discord-link.ts'
import { checkoutEnvironment as environment } from './checkout-environment.ts'
import { showErrorPage } from './error-page.ts'
import { handOffPath } from './handoff-resume.ts'
import { goTo } from './router.ts'
import { setDiscordId } from './session.ts'
import { handOffToWebsite } from './website-login.ts'

/** The package the player was buying when the link began, for the basket to take up again (docs/accounts.md#discord-link). */
export const $packageAfterLink = atom<{ packageId: number; isGift: boolean } | undefined>(undefined)

/**
 * Sends the player to Discord's authorize page; Discord brings them back to /discordAuth. In game,
 * Discord could only come back to a browser without the player's session: the website, logged in, links.
 */
export async function startDiscordLink(request?: LinkDiscordStartRequest): Promise<void> {
  const previousPage = request?.previousPage ?? location.pathname + location.search
  if (environment.isFramed()) return await handOffToWebsite(handOffPath(previousPage, { kind: 'discord' }))
  try {
    const { authorizeUrl } = await postLinkDiscordStart(request ?? { previousPage })
    location.assign(authorizeUrl)
  } catch (failure) {
    showErrorPage('AUTH_FAILED', [failureText(failure)])
  }
}

/** A code is good once: a second run of the page (a re-render, a remount) must not spend it again. */
const $handledCodes = atom<readonly string[]>([])

/** The return at /discordAuth (docs/accounts.md#discord-link). */
export async function finishDiscordLink(search: Record<string, string | undefined>): Promise<void> {
  const { code, state, error, error_description: description } = search
  if (error || !code || !state) {
    if (error) console.warn('[discord] the authorisation came back with an error:', error, description ?? '')
    showErrorPage('AUTH_FAILED', [discordErrorText(error)])
    return
  }
  if ($handledCodes.get().includes(code)) return
  $handledCodes.set([...$handledCodes.get(), code])
  try {
    const { discordId } = await postLinkDiscord({ code, state })
    setDiscordId(discordId)
    const { previousPage, packageId, isGift } = readState(state) ?? {}
    if (packageId) $packageAfterLink.set({ packageId, isGift: isGift ?? false })
    goTo(safeLocalPath(previousPage))
  } catch (failure) {
    // docs/accounts.md#discord-link: an empty path, which also takes the spent code out of the address bar.
    goTo('/')
    showErrorPage('AUTH_FAILED', [failureText(failure)])
  }
}

function readState(state: string): DiscordState | undefined {
  try {
    const parsed = discordStateSchema.safeParse(JSON.parse(state))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** A French sentence for Discord's OAuth error code (RFC 6749 §4.1.2.1); the code itself goes to the console. */
function discordErrorText(error: string | undefined): string {
  if (!error) return messages.incompleteAnswer
  return error === 'access_denied' ? messages.denied : messages.discordRefused
}

function failureText(failure: unknown): string {
  return (failure instanceof ApiFailure && failure.serverMessage) || messages.unreachable
}
