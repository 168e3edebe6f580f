import { afterEach, describe, expect, it } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { $errorPage, showErrorPage } from '../../src/stores/error-page.ts'
import { $fullScreenLoader } from '../../src/stores/loader.ts'
import { $router } from '../../src/stores/router.ts'
import { retryShop } from '../../src/stores/shop.ts'
import { shopDataOf, tokenProduct } from '../support/purchase-fixtures.ts'

afterEach(() => setRequestAdapter(undefined))

describe('the SHOP_NOT_FOUND error page', () => {
  it("'Réessayer' goes home under the full-screen loader, clears the error and asks the shop again", async () => {
    let answer: (response: Response) => void = () => undefined
    setRequestAdapter(() => new Promise<Response>((resolve) => (answer = resolve)))
    $router.open('/objets')
    showErrorPage('SHOP_NOT_FOUND')
    const retry = retryShop()
    expect($fullScreenLoader.get()).toBe('Chargement de la boutique...')
    expect($errorPage.get()).toBeUndefined()
    expect($router.get()?.route).toBe('home')
    answer(Response.json({ shopVer: 'v2', shopData: shopDataOf([tokenProduct(201)]) }))
    await retry
    expect($fullScreenLoader.get()).toBeUndefined()
    expect($errorPage.get()).toBeUndefined()
  })
})
