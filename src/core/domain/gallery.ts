/** docs/catalogue.md#image-lightbox: up to 3 thumbnails, then a '+N' tile, when a product has more than 4 images. */
export const MAX_THUMBNAILS = 3

export interface GalleryTiles {
  /** Indexes of the images shown as thumbnails. */
  thumbnails: number[]
  /** How many images the '+N' tile stands for (0: no tile). */
  overflow: number
}

export function galleryTiles(imageCount: number): GalleryTiles {
  if (imageCount <= 4) return { thumbnails: range(imageCount), overflow: 0 }
  return { thumbnails: range(MAX_THUMBNAILS), overflow: imageCount - MAX_THUMBNAILS }
}

/** Previous and next wrap around (docs/catalogue.md#image-lightbox). */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index)
}
