import { useState } from 'react'

import { mediaUrl } from '../host/embedding.ts'
import { hasImageFailed, rememberFailedImage } from '../stores/failed-images.ts'

/** A product picture; a broken one quietly gives way to the placeholder, and is not asked for again. */
export function ProductImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(() => !src || hasImageFailed(src))
  if (failed) {
    return (
      <div
        className={`product-image product-image--placeholder ${className ?? ''}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid="image-placeholder"
      />
    )
  }
  return (
    <img
      className={`product-image ${className ?? ''}`}
      src={mediaUrl(src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        rememberFailedImage(src)
        setFailed(true)
      }}
    />
  )
}
