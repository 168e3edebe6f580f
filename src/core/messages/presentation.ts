/** The item presentation popup and the image lightbox (docs/catalogue.md#product-presentation). */
export const presentationMessages = {
  perCharacter: (limit: number) => `${limit} par personnage`,
  stockLabel: 'Stock :',
  remaining: (stock: number) => `${stock} restants`,
  loadError: 'Une erreur est survenue',
  loading: 'Chargement...',
  close: 'Fermer',
  openImage: (position: number) => `Agrandir l’image ${position}`,
  moreImages: (count: number) => `+${count}`,
  moreImagesLabel: (count: number, position: number) => `+${count} : agrandir l’image ${position}`,
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  scrollThumbnailsBack: 'Miniatures précédentes',
  scrollThumbnailsForward: 'Miniatures suivantes',
  imagePosition: (position: number, total: number) => `${position} / ${total}`,
  gallery: 'Galerie'
} as const
