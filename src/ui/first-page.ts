import { listingShown } from '../core/domain/routes.ts'
import { ListingPage } from './lazy-screens.ts'

/** The longest the first render waits for a listing's chunk (docs/first-screen.md#listing-preloads). */
const FIRST_PAGE_WAIT_MS = 1_000

/**
 * On a listing's page the host had the browser fetch the listing's chunk and sheet with the entry: the first
 * render waits for them (never more than FIRST_PAGE_WAIT_MS unless the host drew the cards) and draws the cards,
 * not a busy block then the cards one render later. Any other page renders at once.
 */
export async function firstPageReady(): Promise<void> {
  if (listingShown(location.pathname) === undefined) return
  // The host drew the listing (docs/first-screen.md#the-listing-drawn-by-the-host): a render before the chunk would
  // put a busy block where the cards are. ready() settles either way, at the latest at the chunk's time-out.
  if (document.querySelector('#root main')) return ListingPage.ready()
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS)))
  try {
    await Promise.race([ListingPage.ready(), waited])
  } finally {
    clearTimeout(timer)
  }
}
