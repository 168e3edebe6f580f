/**
 * The shop service's answers to POST /api/buyProducts (docs/unions-purchase.md#refusals). The bundle shows them as they
 * are and acts on the refusals' codes, never on their words.
 */
const GONE_PRODUCT_PHRASE = "ce produit n'est plus disponible"

export const purchaseErrors = {
  /** docs/unions-purchase.md#refusals: with shopTokensAmount, the bundle stores it as the shop-token error. */
  notEnoughTokens: "Vous n'avez pas assez de points boutique",
  productGone: `Désolé, ${GONE_PRODUCT_PHRASE}.`,
  offerExpired: `Désolé, ${GONE_PRODUCT_PHRASE} : l’offre du jour a changé.`,
  cashOnly: 'Ce produit s’achète en euros, pas en Unions.',
  dailyShopOnly: 'Ce produit ne s’achète que dans la boutique du jour.',
  dailyLineSingleUnit: 'Une offre de la boutique du jour s’achète à l’unité.',
  soldOut: 'Ce produit est en rupture de stock.',
  notEnoughStock: (left: number) => `Stock insuffisant : il n’en reste que ${left}.`,
  characterLimit: (limit: number, bought: number) => `Ce personnage ne peut en acheter que ${limit} au total (déjà ${bought}).`,
  someLinesRefused: 'Certains produits de votre panier ne peuvent pas être achetés.',
  characterNotFound: 'Personnage introuvable sur ce serveur.',
  missingServer: 'Choisissez un serveur de jeu (en-tête gameServer).',
  badIdempotencyKey: 'En-tête Idempotency-Key invalide : 8 à 100 lettres, chiffres, « _ » ou « - ».',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour un autre achat.',
  success: (characterName: string) => `Achat effectué : vos objets arrivent en jeu sur ${characterName}.`
} as const

/** GET /api/verifyUsername, the gift target lookup. */
export const playerLookupErrors = {
  notFound: 'Aucun joueur ne porte ce pseudo'
} as const

/** GET /api/giftCheck, asked before a gift is paid for. */
export const giftCheckErrors = {
  productNotFound: 'Ce produit n’est pas en vente.',
  gradeAlreadyHeld: (nickname: string) => `${nickname} possède déjà ce Grade ou un Grade supérieur : vous ne pouvez pas le lui offrir.`
} as const
