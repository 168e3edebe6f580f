import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { closeBrowserContexts, DESKTOP, launchBrowser, MOBILE, openPage } from './browser.ts'

let browser: Browser
let server: Server
let origin = ''

beforeAll(async () => {
  // A page that sets a cookie: whatever a test leaves behind, on an origin of its own.
  server = createServer((_, response) => {
    response.setHeader('set-cookie', 'visit=1; Path=/')
    response.setHeader('content-type', 'text/html')
    response.end(
      '<!doctype html><meta name="viewport" content="width=device-width"><title>pool</title><p>page</p><script>document.querySelector("p").dataset.js = "on"</script>'
    )
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

it('a tab handed back comes again as a new visitor’s: no cookie, storage, script, listener, interception or JS switched off', async () => {
  const { page: first } = await openPage(browser, DESKTOP)
  await first.goto(origin)
  await first.evaluate(() => {
    document.cookie = 'left=1; Path=/'
    localStorage.setItem('basket', '1')
    sessionStorage.setItem('embedded', '1')
  })
  await first.evaluateOnNewDocument('window.leftOver = true')
  let heard = 0
  first.on('request', () => heard++)
  await first.setRequestInterception(true)
  first.on('request', (request) => void request.continue())
  await first.setExtraHTTPHeaders({ 'x-left-over': '1' })
  await first.setJavaScriptEnabled(false)
  await first.close()

  const { page: second, errors } = await openPage(browser, MOBILE)
  expect(second).toBe(first)
  expect(second.url()).toBe('about:blank')
  heard = 0
  await second.goto(origin)
  const left = await second.evaluate(() => ({
    cookie: document.cookie,
    local: localStorage.getItem('basket'),
    session: sessionStorage.getItem('embedded'),
    script: 'leftOver' in window,
    ownScript: document.querySelector('p')?.dataset.js,
    width: innerWidth
  }))
  expect(left).toEqual({ cookie: 'visit=1', local: null, session: null, script: false, ownScript: 'on', width: MOBILE.width })
  expect(heard).toBe(0)
  expect(errors).toEqual([])
  await closeBrowserContexts(browser)
  expect(second.isClosed()).toBe(false)
})

it('a tab still held when its file ends is cleaned for the next file too', async () => {
  const { page } = await openPage(browser, DESKTOP)
  await page.goto(origin)
  await page.evaluate(() => localStorage.setItem('basket', '1'))
  await page.setJavaScriptEnabled(false)
  await closeBrowserContexts(browser)
  const { page: again } = await openPage(browser, DESKTOP)
  expect(again).toBe(page)
  await again.goto(origin)
  expect(await again.evaluate(() => localStorage.getItem('basket'))).toBeNull()
  expect(await again.$eval('p', (paragraph) => paragraph.dataset.js)).toBe('on')
  await again.close()
})
