import { useEffect, useRef, useState } from 'react'

import { mediaUrl } from '../host/embedding.ts'
import { hasImageFailed, rememberFailedImage } from '../stores/failed-images.ts'

type ProductImageProps = { src: string; alt: string; className?: string; priority?: boolean }

// The first screen's pictures (first row of a listing, the home carousel's slide) load at once and first; the rest
// wait until they near the viewport (docs/first-screen.md). The attribute is lower-case so React 18 and Preact both
// pass it through to the DOM (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fetch-priority-attributes).
const FIRST_SCREEN = { loading: 'eager', fetchpriority: 'high' } as const
const BELOW_THE_FOLD = { loading: 'lazy' } as const

/** A product picture; a broken one quietly gives way to the placeholder, and is not asked for again. */
export function ProductImage({ src, alt, className, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(() => !src || hasImageFailed(src))
  const image = useRef<HTMLImageElement>(null)
  const fail = () => {
    rememberFailedImage(src)
    setFailed(true)
  }
  // A picture the host drew may have failed before the app took it over: its error event is gone, but a broken
  // image that has finished loading refuses to decode (docs/first-screen.md#the-listing-drawn-by-the-host).
  useEffect(() => {
    if (image.current?.complete) image.current.decode().catch(fail)
  }, [])
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
      {...(priority ? FIRST_SCREEN : BELOW_THE_FOLD)}
      decoding="async"
      ref={image}
      onError={fail}
    />
  )
}
