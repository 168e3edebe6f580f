import { computed } from 'nanostores'

import { wrapIndex } from '../core/domain/gallery.ts'
import { $overlayStack, closeOverlay, openOverlay, overlayData } from './overlays.ts'

export const $lightbox = computed($overlayStack, (stack) => overlayData(stack, 'lightbox'))

export function openLightbox(images: string[], index: number, label: string): void {
  openOverlay('lightbox', { images, index: wrapIndex(index, images.length), label })
}

export function stepLightbox(step: number): void {
  const current = $lightbox.get()
  if (current) openOverlay('lightbox', { ...current, index: wrapIndex(current.index + step, current.images.length) })
}

export function showLightboxImage(index: number): void {
  const current = $lightbox.get()
  if (current) openOverlay('lightbox', { ...current, index: wrapIndex(index, current.images.length) })
}

export function closeLightbox(): void {
  closeOverlay('lightbox')
}
