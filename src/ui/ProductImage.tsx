import { useState } from 'react'

/** A product picture; a broken one quietly gives way to the placeholder. */
export function ProductImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed || !src) return <div className={`product-image product-image--placeholder ${className ?? ''}`} aria-label={alt} role="img" />
  return (
    <img
      className={`product-image ${className ?? ''}`}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
