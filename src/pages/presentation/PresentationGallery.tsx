import { galleryTiles } from '../../core/domain/gallery.ts'
import { presentationMessages as messages } from '../../core/messages/presentation.ts'
import { openLightbox } from '../../stores/lightbox.ts'
import { ProductImage } from '../../ui/ProductImage.tsx'

/** Desktop: the main image and up to 3 thumbnails with a '+N' tile; each opens the lightbox. */
export function PresentationGallery({ images, label }: { images: string[]; label: string }) {
  const { thumbnails, overflow } = galleryTiles(images.length)
  const open = (index: number) => openLightbox(images, index, label)
  return (
    <div className="presentation-gallery" data-testid="presentation-gallery">
      <button type="button" className="presentation-gallery__main" onClick={() => open(0)} aria-label={messages.openImage(1)}>
        <ProductImage src={images[0] ?? ''} alt={label} />
      </button>
      {images.length > 1 && (
        <div className="presentation-gallery__thumbnails">
          {thumbnails.map((index) => (
            <button
              key={images[index]}
              type="button"
              className="presentation-gallery__thumbnail"
              onClick={() => open(index)}
              aria-label={messages.openImage(index + 1)}
              data-testid="presentation-thumbnail"
            >
              <ProductImage src={images[index] ?? ''} alt="" />
            </button>
          ))}
          {overflow > 0 && (
            <button
              type="button"
              className="presentation-gallery__thumbnail presentation-gallery__more"
              onClick={() => open(thumbnails.length)}
              aria-label={messages.moreImagesLabel(overflow, thumbnails.length + 1)}
              data-testid="presentation-more"
            >
              {messages.moreImages(overflow)}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/** Mobile: the images side by side in a swipeable strip. */
export function PresentationCarousel({ images, label }: { images: string[]; label: string }) {
  return (
    <div className="presentation-carousel" role="group" aria-label={messages.gallery} data-testid="presentation-carousel">
      {images.map((image, index) => (
        <button
          key={image}
          type="button"
          className="presentation-carousel__slide"
          onClick={() => openLightbox(images, index, label)}
          aria-label={messages.openImage(index + 1)}
        >
          <ProductImage src={image} alt={index === 0 ? label : ''} />
        </button>
      ))}
    </div>
  )
}
