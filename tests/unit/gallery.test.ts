import { describe, expect, it } from 'vitest'

import { galleryTiles, wrapIndex } from '../../src/core/domain/gallery.ts'

describe('galleryTiles', () => {
  it('shows every image up to 4', () => {
    expect(galleryTiles(1)).toEqual({ thumbnails: [0], overflow: 0 })
    expect(galleryTiles(4)).toEqual({ thumbnails: [0, 1, 2, 3], overflow: 0 })
  })

  it('shows 3 and a +N tile beyond 4', () => {
    expect(galleryTiles(5)).toEqual({ thumbnails: [0, 1, 2], overflow: 2 })
    expect(galleryTiles(6)).toEqual({ thumbnails: [0, 1, 2], overflow: 3 })
  })
})

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(2, 5)).toBe(2)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})
