import { atom } from 'nanostores'

/** docs/catalogue.md#image-lightbox: image failures are remembered, so a broken picture is not fetched again. */
const $failedImages = atom<readonly string[]>([])

export function hasImageFailed(src: string): boolean {
  return $failedImages.get().includes(src)
}

export function rememberFailedImage(src: string): void {
  if (!hasImageFailed(src)) $failedImages.set([...$failedImages.get(), src])
}
