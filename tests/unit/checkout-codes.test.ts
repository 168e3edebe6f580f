import { describe, expect, it } from 'vitest'

import { $creatorCodeBlock, $discountCodeBlock, $usernameLookupBlock } from '../../src/stores/attempt-limits.ts'
import { $cashBasket } from '../../src/stores/cash-basket.ts'
import { giveGift } from '../../src/flows/cash-request.ts'
import { $giftLookup, clearGiftTarget, findGiftTarget, openGiftTarget, setGiftInput } from '../../src/stores/gift-target.ts'
import {
  $codesSettled,
  $creatorCodeState,
  $discountCodeState,
  clearCreatorCode,
  removeDiscountCode,
  setCreatorCodeInput,
  setDiscountCodeInput,
  submitCreatorCode,
  submitDiscountCode
} from '../../src/stores/promo-codes.ts'
import { useCheckoutStores } from '../support/checkout-stores.ts'

const shop = useCheckoutStores()
const creatorCalls = () => shop.provider.callsTo('/creator-codes')
const couponCalls = () => shop.provider.callsTo('/coupons')

/** Subscribed like the popup is, so the countdown's clock runs. */
function watch<Value>(store: { subscribe(listener: (value: Value) => void): () => void; get(): Value }) {
  const stop = store.subscribe(() => undefined)
  return { value: () => store.get(), stop }
}

describe('creator code (docs/cash-checkout.md#creator-code)', () => {
  it('is tried with at least 3 characters, once per code; valid or invalid as the provider answers', async () => {
    await shop.openPopupOnUnionsPack()
    setCreatorCodeInput('ab')
    await submitCreatorCode()
    expect(creatorCalls()).toHaveLength(0)

    setCreatorCodeInput('NOPE')
    await submitCreatorCode()
    expect($creatorCodeState.get()).toBe('invalid')
    await submitCreatorCode()
    expect(creatorCalls()).toHaveLength(1)

    setCreatorCodeInput('unityrp')
    await submitCreatorCode()
    expect(creatorCalls()[1]?.body).toEqual({ creator_code: 'unityrp' })
    expect($creatorCodeState.get()).toBe('valid')
    expect($cashBasket.get()?.creatorCode).toBe('UNITYRP')
  })

  it('the clear button takes it out of the basket and the field', async () => {
    await shop.openPopupOnUnionsPack()
    setCreatorCodeInput('UNITYRP')
    await submitCreatorCode()
    await clearCreatorCode()
    expect(shop.provider.callsTo('/creator-codes/remove')).toEqual([expect.objectContaining({ method: 'POST', body: undefined })])
    expect($cashBasket.get()?.creatorCode).toBeNull()
    expect($creatorCodeState.get()).toBeUndefined()
  })

  it('more than 4 failures block it for 5 minutes with the countdown, then it counts afresh', async () => {
    await shop.openPopupOnUnionsPack()
    const countdown = watch($creatorCodeBlock)
    for (const code of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE']) {
      setCreatorCodeInput(code)
      await submitCreatorCode()
    }
    expect(countdown.value()).toBe('5:00')
    setCreatorCodeInput('UNITYRP')
    await submitCreatorCode()
    expect(creatorCalls()).toHaveLength(5)
    await shop.settle(1_000)
    expect(countdown.value()).toBe('4:59')
    await shop.settle(299_000)
    expect(countdown.value()).toBeUndefined()
    await submitCreatorCode()
    expect(creatorCalls()).toHaveLength(6)
    expect($creatorCodeState.get()).toBe('valid')
    countdown.stop()
  })
})

describe('discount code (docs/cash-checkout.md#discount-code)', () => {
  it('Appliquer answers Confirmé / Code validé, or Code incorrect / Code de réduction invalide; it can be removed', async () => {
    await shop.openPopupOnUnionsPack()
    setDiscountCodeInput('FAUX')
    await submitDiscountCode()
    expect($discountCodeState.get()).toEqual({ state: 'invalid', result: 'Code incorrect' })

    setDiscountCodeInput('BIENVENUE10')
    await submitDiscountCode()
    expect($discountCodeState.get()).toEqual({ state: 'valid', result: 'Confirmé' })
    expect($cashBasket.get()).toMatchObject({ coupons: ['BIENVENUE10'], totalPrice: 8.99 })

    await removeDiscountCode()
    expect(shop.provider.callsTo('/coupons/remove')[0]?.body).toEqual({ coupon_code: 'BIENVENUE10' })
    expect($cashBasket.get()?.coupons).toEqual([])
    expect($discountCodeState.get()).toBeUndefined()
  })

  it('a blur sends a code not tried yet, never the same one twice; an empty field sends nothing', async () => {
    await shop.openPopupOnUnionsPack()
    await submitDiscountCode({ onBlur: true })
    setDiscountCodeInput('FAUX')
    await submitDiscountCode({ onBlur: true })
    await submitDiscountCode({ onBlur: true })
    expect(couponCalls()).toHaveLength(1)
    await submitDiscountCode()
    expect(couponCalls()).toHaveLength(2)
  })

  it('a fifth wrong code gives Limite atteinte (m:ss) for 5 minutes, during which nothing is sent', async () => {
    await shop.openPopupOnUnionsPack()
    const countdown = watch($discountCodeBlock)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      setDiscountCodeInput('FAUX')
      await submitDiscountCode()
      expect(countdown.value()).toBeUndefined()
    }
    await submitDiscountCode()
    expect(countdown.value()).toBe('5:00')
    setDiscountCodeInput('BIENVENUE10')
    await submitDiscountCode()
    expect(couponCalls()).toHaveLength(5)
    await shop.settle(61_000)
    expect(countdown.value()).toBe('3:59')
    await shop.settle(239_000)
    expect(countdown.value()).toBeUndefined()
    await submitDiscountCode()
    expect($discountCodeState.get()?.result).toBe('Confirmé')
    countdown.stop()
  })
})

describe('Confirmer (docs/cash-checkout.md#confirmation-popup)', () => {
  it('is enabled only while each code field is empty or holds the code the basket has', async () => {
    await shop.openPopupOnUnionsPack()
    expect($codesSettled.get()).toBe(true)
    setCreatorCodeInput('UNITYRP')
    expect($codesSettled.get()).toBe(false)
    shop.popup().askConfirm()
    expect(shop.popup().$question.get()).toBeUndefined()
    await submitCreatorCode()
    expect($codesSettled.get()).toBe(true)

    setDiscountCodeInput('FAUX')
    await submitDiscountCode()
    expect($codesSettled.get()).toBe(false)
    setDiscountCodeInput('bienvenue10')
    await submitDiscountCode()
    expect($codesSettled.get()).toBe(true)
    shop.popup().askConfirm()
    expect(shop.popup().$question.get()).toBe('confirm')
  })
})

describe('gift popup (docs/cash-checkout.md#gifts)', () => {
  it('refuses a name of 3 characters, ignores one’s own, shows the service’s error, and checks the player found', async () => {
    shop.players.emma_roux = { id: 2, username: 'Emma_Roux' }
    openGiftTarget(shop.unionsPack.id)
    setGiftInput('Emm')
    await findGiftTarget()
    expect($giftLookup.get()?.error).toBe('Le pseudo est trop court')

    setGiftInput('LUCAS_MARTIN')
    await findGiftTarget()
    expect($giftLookup.get()).toMatchObject({ error: undefined, target: undefined })
    expect(shop.lookedUp).toEqual([])

    setGiftInput('Personne')
    await findGiftTarget()
    expect($giftLookup.get()?.error).toBe('Aucun joueur ne porte ce pseudo')

    setGiftInput('emma_roux')
    await findGiftTarget()
    expect($giftLookup.get()).toMatchObject({ target: { id: 2, nickname: 'Emma_Roux' }, input: 'Emma_Roux', error: undefined })
    clearGiftTarget()
    expect($giftLookup.get()).toMatchObject({ input: '', target: undefined })
  })

  it('refuses a Grade the player found already holds or outranks, in the shop’s words, before anything is paid', async () => {
    shop.players.emma_roux = { id: 2, username: 'Emma_Roux' }
    const refusal = 'Emma_Roux possède déjà ce Grade ou un Grade supérieur : vous ne pouvez pas le lui offrir.'
    shop.refusedGifts[`${shop.gradeVip.id}:2`] = refusal
    openGiftTarget(shop.gradeVip.id)
    setGiftInput('Emma_Roux')
    await findGiftTarget()
    expect($giftLookup.get()).toMatchObject({ target: undefined, error: refusal, searching: false })
    expect(shop.giftChecks.at(-1)).toBe(`?productId=${shop.gradeVip.id}&targetId=2`)

    // Refused gifts are no misses: the lookup limit is untouched.
    openGiftTarget(shop.unionsPack.id)
    setGiftInput('Emma_Roux')
    await findGiftTarget()
    expect($giftLookup.get()).toMatchObject({ target: { id: 2, nickname: 'Emma_Roux' }, error: undefined })
  })

  it('blocks the lookup after more than 4 misses', async () => {
    openGiftTarget(shop.unionsPack.id)
    const countdown = watch($usernameLookupBlock)
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      setGiftInput(`Inconnu${attempt}`)
      await findGiftTarget()
    }
    expect(countdown.value()).toBe('5:00')
    setGiftInput('Emma_Roux')
    await findGiftTarget()
    expect(shop.lookedUp).toHaveLength(5)
    countdown.stop()
  })

  it('the player found receives the product: the popup closes and the request carries the target', async () => {
    shop.players.emma_roux = { id: 2, username: 'Emma_Roux' }
    await shop.seedAuthorizedBasket()
    openGiftTarget(shop.unionsPack.id)
    setGiftInput('Emma_Roux')
    await findGiftTarget()
    const done = giveGift()
    await shop.settle(300)
    await done
    expect(shop.openOverlays()).toEqual(['checkoutPopup'])
    expect(shop.provider.callsTo('/packages')[0]?.body).toMatchObject({
      variable_data: { identifier: '2', gifter: '1' },
      custom: { gift_target_data: { id: 2, nickname: 'Emma_Roux' } }
    })
  })
})

describe('the provider’s other coupon refusals', () => {
  it('are said in French; the provider’s English goes to the console', async () => {
    await shop.openPopupOnUnionsPack()
    setDiscountCodeInput('EXPIRE')
    await submitDiscountCode()
    expect($discountCodeState.get()).toEqual({ state: 'invalid', result: 'Ce code ne peut pas s’appliquer à ce panier.' })
  })
})
