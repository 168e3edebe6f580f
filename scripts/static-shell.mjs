// The first screen's frame, in dist/web/index.html (build.mjs): painted as soon as the stylesheet is in, before
// the JS (the first paint used to wait for the bundle). Only what never varies: the bar with the menu button
// and the brand, with Header.tsx's markup and classes; the currencies, login, demo badge and categories come
// with the app, which renders over it (the Preact build's render takes these elements over: scripts/preact-client.mjs).
// On a listing's page the host adds the categories' bar and the listing (docs/first-screen.md#the-listing-drawn-by-the-host).
// No data-testid: a test waiting for the header waits for the app's, whose buttons work.
// tests/e2e/shell.test.ts checks it against the rendered header.
export const STATIC_SHELL =
  '<div class="shell"><header class="header"><div class="header__bar">' +
  '<button type="button" aria-label="Ouvrir le menu" class="icon-button header__menu">☰</button>' +
  '<a href="/" aria-label="Boutique" class="header__brand"><img src="/logo.svg" alt="" width="36" height="36"><span>Boutique</span></a>' +
  '</div></header></div>'

/** index.html with the frame inside its #root. */
export function withStaticShell(html) {
  const empty = '<div id="root"></div>'
  if (!html.includes(empty)) throw new Error('build: src/index.html has no empty #root')
  return html.replace(empty, `<div id="root">${STATIC_SHELL}</div>`)
}
