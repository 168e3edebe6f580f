/** docs/catalogue.md#image-lightbox: image failures are remembered, so a broken picture is not fetched again. */
const failedImages = new Set<string>()

export function hasImageFailed(src: string): boolean {
  return failedImages.has(src)
}

export function rememberFailedImage(src: string): void {
  failedImages.add(src)
}
