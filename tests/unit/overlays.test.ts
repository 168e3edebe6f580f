import { beforeEach, describe, expect, it } from 'vitest'

import {
  $overlayStack,
  $someOverlayOpen,
  $topOverlay,
  closeAllOverlaysExcept,
  closeOverlay,
  openOverlay
} from '../../src/stores/overlays.ts'

beforeEach(() => closeAllOverlaysExcept())

describe('overlays', () => {
  it('counts every overlay but the recap and the lightbox as "some overlay is open"', () => {
    openOverlay('lightbox', { images: ['/a.svg'], index: 0, label: 'A' })
    openOverlay('transactionRecap', { data: {} })
    expect($someOverlayOpen.get()).toBe(false)
    openOverlay('login', {})
    expect($someOverlayOpen.get()).toBe(true)
  })

  it('puts the last opened on top, and a reopened one back on top', () => {
    openOverlay('itemPresentation', { itemId: 1, foreground: true })
    openOverlay('login', { message: 'x' })
    expect($topOverlay.get()).toBe('login')
    openOverlay('itemPresentation', { itemId: 2, foreground: true })
    expect($topOverlay.get()).toBe('itemPresentation')
    expect($overlayStack.get()).toHaveLength(2)
    closeOverlay('itemPresentation')
    expect($topOverlay.get()).toBe('login')
  })

  it('closes all overlays except the chosen ones', () => {
    openOverlay('mobileNavbar', {})
    openOverlay('history', {})
    openOverlay('login', {})
    closeAllOverlaysExcept(['login'])
    expect($overlayStack.get().map((overlay) => overlay.name)).toEqual(['login'])
    closeAllOverlaysExcept()
    expect($someOverlayOpen.get()).toBe(false)
  })
})
