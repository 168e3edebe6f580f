import { sandboxForumMessages as messages } from '../../../src/core/messages/sandbox-forum.ts'
import { STAND_IN_FORUM_USERS, type StandInForumUser } from './forum-users.ts'
import type { KeyRequest } from './key-request.ts'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f3f5;color:#1f2328}
.banner{background:#f40552;color:#fff;padding:.6rem 1rem;font-weight:600}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin:0 0 .75rem}
fieldset{border:0;padding:0;margin:1rem 0}
label{display:flex;gap:.75rem;align-items:center;padding:.5rem;border:1px solid #d0d7de;border-radius:.4rem;margin:.4rem 0;cursor:pointer}
label img{border-radius:50%}
small{color:#57606a}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #d0d7de;background:#fff;cursor:pointer}
button[value=authorize]{background:#0969da;border-color:#0969da;color:#fff}
@media (max-width:40rem){main{margin:0;border-radius:0}}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><div class="banner">${escapeHtml(messages.banner)}</div><main>${body}</main></body></html>`
}

function userChoice(user: StandInForumUser, avatarBase: string, index: number, hasAccount: boolean): string {
  return `<label data-testid="forum-user-${user.id}"><input type="radio" name="user_id" value="${user.id}"${index === 0 ? ' checked' : ''}>
<img src="${escapeHtml(`${avatarBase}/user_avatar/${user.username.toLowerCase()}/48`)}" width="40" height="40" alt="">
<span><strong>${escapeHtml(user.username)}</strong><br><small>${escapeHtml(user.name)} · fivem:${user.id}${
    hasAccount ? '' : ` · ${escapeHtml(messages.noShopAccount)}`
  }</small></span></label>`
}

/** "Autoriser <application> ?": the demo users to act as, and Autoriser / Refuser. */
export function authorizePage(request: KeyRequest, basePath: string, userIdsWithAccount: ReadonlySet<number>): string {
  const app = request.application_name
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const scopes = request.scopes
    .split(',')
    .map((scope) => `<li>${escapeHtml(messages.scopes[scope] ?? scope)}</li>`)
    .join('')
  const users = STAND_IN_FORUM_USERS.map((user, index) => userChoice(user, basePath, index, userIdsWithAccount.has(user.id))).join('')
  return page(
    messages.pageTitle(app),
    `<h1 data-testid="forum-title">${escapeHtml(messages.title(app))}</h1><p>${escapeHtml(messages.intro(app))}</p><ul>${scopes}</ul>
<form method="post" action="${escapeHtml(`${basePath}/user-api-key`)}">${hidden}
<fieldset><legend>${escapeHtml(messages.chooseUser)}</legend>${users}</fieldset>
<div class="actions"><button type="submit" name="decision" value="authorize" data-testid="forum-authorize">${escapeHtml(messages.authorize)}</button>
<button type="submit" name="decision" value="deny" data-testid="forum-deny">${escapeHtml(messages.deny)}</button></div></form>
<p><small>${escapeHtml(messages.revokeHint)}</small></p>`
  )
}

export function invalidRequestPage(reason: string): string {
  return page(
    messages.invalidTitle,
    `<h1>${escapeHtml(messages.invalidTitle)}</h1><p data-testid="forum-error">${escapeHtml(messages.invalid(reason))}</p>`
  )
}

/** A letter avatar, as Discourse draws for users without a picture. */
export function letterAvatar(user: StandInForumUser): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${user.color}"/>
<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="60" fill="#fff">${escapeHtml(user.username.charAt(0))}</text></svg>`
}
