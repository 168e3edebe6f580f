import { discordSandboxMessages as messages } from '../../../src/core/messages/discord-sandbox.ts'
import { escapeHtml } from '../../http/escape-html.ts'
import { DEMO_DISCORD_USERS } from './demo-users.ts'

/** What the authorize form sends back, untouched, with the player's choice. */
export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  scope: string
  state: string | undefined
}

const STYLE = `
  * { box-sizing: border-box }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
    background: #1e1f22; color: #dbdee1; font: 16px/1.4 system-ui, sans-serif }
  main { width: 100%; max-width: 440px; background: #313338; border-radius: 8px; padding: 24px }
  h1 { font-size: 20px; color: #f2f3f5; margin: 0 0 8px; text-align: center }
  .banner { font-size: 13px; color: #f0b232; text-align: center; margin: 0 0 16px }
  fieldset { border: 0; padding: 0; margin: 0 0 16px }
  legend { font-size: 12px; font-weight: 700; text-transform: uppercase; color: #b5bac1; margin-bottom: 8px }
  label.user { display: flex; gap: 10px; align-items: center; padding: 10px; border-radius: 4px; background: #2b2d31;
    margin-bottom: 6px; cursor: pointer }
  .handle { color: #949ba4; font-size: 14px }
  .scope { font-size: 14px; border-top: 1px solid #3f4147; padding-top: 12px; margin: 0 0 20px }
  .actions { display: flex; justify-content: flex-end; gap: 8px }
  button { font: inherit; border: 0; border-radius: 3px; padding: 10px 20px; cursor: pointer; min-height: 44px }
  .allow { background: #5865f2; color: #fff }
  .cancel { background: transparent; color: #f2f3f5 }
  .error { color: #fa777c }
`

/** The page itself: escaped throughout, since every value comes from the query string. */
function page(body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(messages.pageTitle)}</title><style>${STYLE}</style></head>
<body><main data-testid="discord-sandbox">${body}</main></body>
</html>`
}

export function authorizePage(appName: string, request: AuthorizeRequest): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  const users = DEMO_DISCORD_USERS.map(
    (user, index) => `<label class="user" data-testid="discord-sandbox-user-${escapeHtml(user.username)}">
      <input type="radio" name="user" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}>
      <span>${escapeHtml(user.global_name ?? user.username)} <span class="handle">@${escapeHtml(user.username)}</span></span>
    </label>`
  ).join('')
  return page(`<h1>${escapeHtml(messages.wantsAccess(appName))}</h1>
  <p class="banner">${escapeHtml(messages.banner)}</p>
  <form method="post">
    ${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}
    ${hidden('scope', request.scope)}${hidden('state', request.state)}
    <fieldset><legend>${escapeHtml(messages.chooseUser)}</legend>${users}</fieldset>
    <p class="scope">✓ ${escapeHtml(messages.scopeIdentify)}</p>
    <div class="actions">
      <button class="cancel" type="submit" name="decision" value="deny" data-testid="discord-sandbox-cancel">${escapeHtml(messages.cancel)}</button>
      <button class="allow" type="submit" name="decision" value="allow" data-testid="discord-sandbox-allow">${escapeHtml(messages.allow)}</button>
    </div>
  </form>`)
}

export function authorizeErrorPage(problem: string): string {
  return page(
    `<h1>${escapeHtml(messages.invalidRequest)}</h1><p class="error" data-testid="discord-sandbox-error">${escapeHtml(problem)}</p>`
  )
}
