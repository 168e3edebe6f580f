import * as esbuild from 'esbuild'
import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeBrowserContexts, openPage, sharedBrowser } from '../support/browser.ts'
import { REPO_ROOT } from '../support/web-host.ts'

/**
 * The shop's components read stores through @nanostores/react's useStore, on preact/compat (the shipped build)
 * and on React (node build.mjs --react). A hook that re-subscribes on every render costs a listen and an unlisten
 * per render (26 listen calls over 10 re-renders on preact/compat, 13 on React): this page counts them over 10 re-renders.
 */
const PAGE_ENTRY = `
  import { useStore } from '@nanostores/react'
  import { atom } from 'nanostores'
  import { useState } from 'react'
  import { createRoot } from 'react-dom/client'
  import { jsx } from 'react/jsx-runtime'

  const $count = atom(0)
  const listen = $count.listen.bind($count)
  const seen = { listens: 0, renders: 0 }
  $count.listen = (listener) => { seen.listens += 1; return listen(listener) }

  function Reader({ tick }) {
    const count = useStore($count)
    seen.renders += 1
    return jsx('p', { id: 'reader', children: count + '/' + tick })
  }
  function Parent() {
    const [tick, setTick] = useState(0)
    window.rerender = () => setTick((value) => value + 1)
    return jsx(Reader, { tick })
  }
  window.seen = seen
  window.setCount = (value) => $count.set(value)
  createRoot(document.getElementById('root')).render(jsx(Parent, {}))
`

const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime'
}

async function pageBundle(build: 'preact' | 'react'): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: PAGE_ENTRY, resolveDir: REPO_ROOT, loader: 'jsx' },
    bundle: true,
    write: false,
    format: 'iife',
    alias: build === 'preact' ? PREACT_ALIASES : {},
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent'
  })
  return result.outputFiles[0]?.text ?? ''
}

interface Seen {
  listens: number
  renders: number
  text: string
}

let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
})

afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
})

async function renderTenTimes(build: 'preact' | 'react'): Promise<Seen> {
  const { page, errors } = await openPage(browser, { width: 400, height: 300 })
  await page.setContent('<div id="root"></div>')
  await page.addScriptTag({ content: await pageBundle(build) })
  const read = () =>
    page.evaluate(() => {
      const { listens, renders } = (window as unknown as { seen: { listens: number; renders: number } }).seen
      return { listens, renders, text: document.getElementById('reader')?.textContent ?? '' }
    })
  await page.waitForFunction(() => document.getElementById('reader') !== null)
  for (let tick = 1; tick <= 10; tick += 1) {
    await page.evaluate(() => (window as unknown as { rerender: () => void }).rerender())
    await page.waitForFunction((expected) => document.getElementById('reader')?.textContent === `0/${expected}`, {}, tick)
  }
  await page.evaluate(() => (window as unknown as { setCount: (value: number) => void }).setCount(7))
  await page.waitForFunction(() => document.getElementById('reader')?.textContent === '7/10')
  expect(errors).toEqual([])
  const seen = await read()
  await page.close()
  return seen
}

describe('useStore from @nanostores/react', () => {
  for (const build of ['preact', 'react'] as const) {
    it(`subscribes once, not once per render, on the ${build} build`, async () => {
      const seen = await renderTenTimes(build)
      // 1 first render + 10 re-renders + 1 for the store's change.
      expect(seen.renders).toBeGreaterThanOrEqual(12)
      expect(seen.text).toBe('7/10')
      expect(seen.listens).toBeLessThanOrEqual(2)
    })
  }
})
