import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import { escapeHtml } from '../../http/escape-html.ts'
import { STAND_IN_TEBEX_PATH } from '../../tebex/tebex-settings.ts'
import { basketTotals, linePaid, type SandboxBasket } from './sandbox-baskets.ts'

const STYLE = `
  * { box-sizing: border-box }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
    background: #15171c; color: #e6e8ee; font: 16px/1.45 system-ui, sans-serif }
  main { width: 100%; max-width: 520px; background: #20232b; border-radius: 10px; padding: 24px }
  h1 { font-size: 20px; margin: 0 0 12px }
  .banner { font-size: 13px; color: #f0b232; margin: 0 0 16px }
  ul { list-style: none; margin: 0 0 16px; padding: 0 }
  li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px solid #2f3440 }
  li small { display: block; color: #9aa3b5; font-size: 13px }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0 0 16px }
  dt { color: #9aa3b5 } dd { margin: 0; text-align: right }
  .total { font-weight: 700; font-size: 18px; color: #fff }
  .status { min-height: 1.45em; margin: 0 0 16px }
  .error { color: #ff7b7b }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end }
  button { font: inherit; border: 0; border-radius: 6px; padding: 10px 20px; min-height: 44px; cursor: pointer }
  button:disabled { opacity: .45; cursor: not-allowed }
  .pay { background: #2e9d5b; color: #fff } .decline { background: #b3323a; color: #fff } .close { background: #3a3f4c; color: #fff }
`

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const price = (cents: number) => escapeHtml(euros.format(cents / 100))

function page(title: string, body: string, scripts = ''): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}${scripts}</body>
</html>`
}

export function errorPage(problem: string): string {
  return page(messages.authTitle, `<main data-testid="tebex-sandbox-error"><p class="error">${escapeHtml(problem)}</p></main>`)
}

/** Stands in for Tebex's FiveM login (Cfx.re): one button that authorizes the basket and goes back. */
export function authPage(ident: string, returnUrl: string, username: string | null): string {
  return page(
    messages.authTitle,
    `<main data-testid="tebex-sandbox-auth">
  <h1>${escapeHtml(messages.authTitle)}</h1>
  <p class="banner">${escapeHtml(messages.authBanner)}</p>
  <p>${escapeHtml(messages.authExplain)}</p>
  ${username ? `<p>${escapeHtml(messages.authAs(username))}</p>` : ''}
  <form method="post" action="${STAND_IN_TEBEX_PATH}/auth/${escapeHtml(ident)}">
    <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
    <div class="actions"><button class="pay" type="submit" data-testid="sandbox-auth-continue">${escapeHtml(messages.authContinue)}</button></div>
  </form>
</main>`
  )
}

/** Why a basket cannot be paid, or undefined when it can. */
export function unpayableReason(basket: SandboxBasket | undefined): string | undefined {
  if (!basket) return messages.basketNotFound
  if (basket.complete) return messages.basketComplete
  if (basket.lines.length === 0) return messages.basketEmpty
  if (!basket.authorized) return messages.basketNotAuthorized
  return undefined
}

function lineLabel(name: string): string {
  return /^\d+$/.test(name) ? `${name} Unions` : name
}

function giftNickname(custom: Record<string, unknown> | null): string | undefined {
  const target = custom?.gift_target_data
  const nickname = target && typeof target === 'object' ? (target as Record<string, unknown>).nickname : undefined
  return typeof nickname === 'string' && nickname ? nickname : undefined
}

function basketSummary(basket: SandboxBasket): string {
  const { base, total } = basketTotals(basket)
  const lines = basket.lines
    .map((line) => {
      const nickname = giftNickname(line.custom)
      return `<li data-testid="sandbox-line-${line.packageId}"><span>${escapeHtml(lineLabel(line.name))} × ${line.quantity}${
        line.subscription ? `<small>${escapeHtml(messages.monthly)}</small>` : ''
      }${nickname ? `<small>${escapeHtml(messages.giftTo(nickname))}</small>` : ''}</span><span>${price(linePaid(basket, line))}</span></li>`
    })
    .join('')
  const coupon = basket.coupon
    ? `<dt>${escapeHtml(messages.coupon)}</dt><dd data-testid="sandbox-coupon">${escapeHtml(basket.coupon.code)} (−${basket.coupon.percent} %)</dd>`
    : ''
  const creator = basket.creatorCode
    ? `<dt>${escapeHtml(messages.creatorCode)}</dt><dd data-testid="sandbox-creator-code">${escapeHtml(basket.creatorCode)}</dd>`
    : ''
  return `<ul>${lines}</ul>
  <dl><dt>${escapeHtml(messages.subtotal)}</dt><dd>${price(base)}</dd>${coupon}${creator}
  <dt class="total">${escapeHtml(messages.total)}</dt><dd class="total" data-testid="sandbox-total">${price(total)}</dd></dl>`
}

/**
 * The checkout frame Tebex.js opens at `<endpoint>/<ident>`: a zoid 9 child of the component
 * 'tebex-js-checkout-component', so launch() and render() settle and the events reach the shop.
 * « Payer » and « Refuser » come disabled: checkout.js enables them once it listens (a click before would be lost).
 */
export function checkoutPage(ident: string, basket: SandboxBasket | undefined): string {
  const problem = unpayableReason(basket)
  return page(
    messages.checkoutTitle,
    `<main data-testid="tebex-sandbox-checkout" data-ident="${escapeHtml(ident)}" data-base="${STAND_IN_TEBEX_PATH}" data-payable="${problem ? 'false' : 'true'}"
    data-complete-url="${escapeHtml(basket?.completeUrl ?? '')}" data-cancel-url="${escapeHtml(basket?.cancelUrl ?? '')}">
  <p class="banner">${escapeHtml(messages.checkoutBanner)}</p>
  <h1>${escapeHtml(messages.basket)}</h1>
  ${basket && !basket.complete ? basketSummary(basket) : ''}
  <p class="status${problem ? ' error' : ''}" role="status" data-testid="sandbox-status"
    data-paying="${escapeHtml(messages.paying)}" data-paid="${escapeHtml(messages.paid)}"
    data-declined="${escapeHtml(messages.declined)}" data-failed="${escapeHtml(messages.failed)}">${escapeHtml(problem ?? '')}</p>
  <div class="actions">
    <button class="close" type="button" data-testid="sandbox-close" disabled>${escapeHtml(messages.close)}</button>
    <button class="decline" type="button" data-testid="sandbox-decline" disabled>${escapeHtml(messages.decline)}</button>
    <button class="pay" type="button" data-testid="sandbox-pay" disabled>${escapeHtml(messages.pay)}</button>
  </div>
</main>`,
    `<script src="${STAND_IN_TEBEX_PATH}/zoid.min.js"></script><script src="${STAND_IN_TEBEX_PATH}/checkout.js"></script>`
  )
}
