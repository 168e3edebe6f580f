// docs/first-screen.md#listing-preloads: a listing's page chunk, the chunks it imports that the first screen
// does not, and the screens' style sheet, as links the host writes into a listing's page, so the browser
// fetches them with the entry instead of after running it (the cards are then drawn at the first render).
import { readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import { staticChunks } from './first-screen-chunk.mjs'

/** The comments index.html carries them in; web/http/inlined-shop-page.ts opens them on a listing's page. */
const LISTING_PRELOADS_MARK = 'listing-preloads'
const LISTING_SHEET_MARK = 'listing-sheet'
const LISTING_PAGE = 'src/pages/listing/ListingPage.tsx'

/**
 * The links as two HTML comments for index.html: `sheet` for the head (it styles the cards the host draws, so it
 * holds the first paint with the main sheet), `chunks` for after the entry's script (fetched after it).
 */
export async function listingPreloadsComments({ metafile, entry, assetsDir, assetUrl }) {
  const outputs = metafile.outputs
  const page = Object.keys(outputs).find((path) => outputs[path].entryPoint?.endsWith(LISTING_PAGE))
  if (!page) throw new Error(`build: no chunk for ${LISTING_PAGE}`)
  const firstScreen = new Set([entry, ...staticChunks(metafile, entry)])
  const chunks = [page, ...staticChunks(metafile, page)].filter((path) => !firstScreen.has(path))
  const sheet = (await readdir(assetsDir)).find((name) => /^screens-[A-Z0-9]+\.css$/.test(name))
  if (!sheet) throw new Error('build: no screens style sheet beside the chunks')
  const comment = (mark, links) => `<!-- ${mark}\n    ${links.join('\n    ')}\n    -->`
  return {
    chunks: comment(
      LISTING_PRELOADS_MARK,
      chunks.map((chunk) => `<link rel="modulepreload" href="${assetUrl(chunk)}">`)
    ),
    // Beside the chunks: its path as the metafile would write it. Found in the page by src/lib/style-sheet.ts.
    sheet: comment(LISTING_SHEET_MARK, [`<link rel="stylesheet" href="${assetUrl(join(dirname(page), sheet))}">`])
  }
}
