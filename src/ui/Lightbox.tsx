import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'

import { presentationMessages as messages } from '../core/messages/presentation.ts'
import { $lightbox, closeLightbox, showLightboxImage, stepLightbox } from '../stores/lightbox.ts'
import { $topOverlay } from '../stores/overlays.ts'
import { Dialog } from './overlay/Dialog.tsx'
import { ProductImage } from './ProductImage.tsx'

/** docs/catalogue.md#image-lightbox: the thumbnail strip scrolls 400 px per step. */
export const THUMBNAIL_STEP_PX = 400

/** The full-screen image viewer in docs/catalogue.md#image-lightbox; arrows wrap around, keyboard arrows too. */
export function Lightbox() {
  const lightbox = useStore($lightbox)
  const strip = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!lightbox) return
    const onKey = (event: KeyboardEvent) => {
      if ($topOverlay.get() !== 'lightbox') return
      if (event.key === 'ArrowLeft') stepLightbox(-1)
      if (event.key === 'ArrowRight') stepLightbox(1)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [lightbox !== undefined])

  useEffect(() => {
    strip.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [lightbox?.index])

  if (!lightbox) return null
  const { images, index, label } = lightbox
  const scrollStrip = (direction: number) => strip.current?.scrollBy({ left: direction * THUMBNAIL_STEP_PX, behavior: 'smooth' })

  return (
    <Dialog
      name="lightbox"
      onClose={closeLightbox}
      labelledBy="lightbox-title"
      className="lightbox"
      backdropClassName="lightbox-backdrop"
      testId="lightbox"
    >
      <header className="lightbox__bar">
        <h2 id="lightbox-title" className="lightbox__title">
          {label}
        </h2>
        <span className="lightbox__index" data-testid="lightbox-index">
          {messages.imagePosition(index + 1, images.length)}
        </span>
        <button type="button" className="icon-button" onClick={closeLightbox} aria-label={messages.close} data-testid="lightbox-close">
          ✕
        </button>
      </header>
      <div className="lightbox__stage">
        <button
          type="button"
          className="icon-button lightbox__arrow"
          onClick={() => stepLightbox(-1)}
          aria-label={messages.previousImage}
          data-testid="lightbox-previous"
        >
          ‹
        </button>
        <ProductImage key={images[index]} src={images[index] ?? ''} alt={`${label} ${index + 1}`} className="lightbox__image" />
        <button
          type="button"
          className="icon-button lightbox__arrow"
          onClick={() => stepLightbox(1)}
          aria-label={messages.nextImage}
          data-testid="lightbox-next"
        >
          ›
        </button>
      </div>
      <div className="lightbox__thumbnails">
        <button
          type="button"
          className="icon-button"
          onClick={() => scrollStrip(-1)}
          aria-label={messages.scrollThumbnailsBack}
          data-testid="lightbox-strip-back"
        >
          ‹
        </button>
        <div className="lightbox__strip" ref={strip} data-testid="lightbox-strip">
          {images.map((image, position) => (
            <button
              key={image}
              type="button"
              className="lightbox__thumbnail"
              aria-current={position === index}
              aria-label={messages.openImage(position + 1)}
              onClick={() => showLightboxImage(position)}
              data-testid="lightbox-thumbnail"
            >
              <ProductImage src={image} alt="" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={() => scrollStrip(1)}
          aria-label={messages.scrollThumbnailsForward}
          data-testid="lightbox-strip-forward"
        >
          ›
        </button>
      </div>
    </Dialog>
  )
}
