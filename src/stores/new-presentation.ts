import { computed } from 'nanostores'

import { $overlayStack, closeOverlay, openOverlay, overlayData } from './overlays.ts'

/** The new-style presentation opens in place, over the page, without changing the route. */
export const $newPresentation = computed($overlayStack, (stack) => overlayData(stack, 'newPresentation'))

export function openNewPresentation(itemId: number): void {
  openOverlay('newPresentation', { itemId, foreground: true })
}

export function closeNewPresentation(): void {
  closeOverlay('newPresentation')
}
