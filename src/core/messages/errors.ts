/** The shop's full-page errors (docs/errors.md#error-page). */
export type ErrorPageType = 'SHOP_NOT_FOUND' | 'PAGE_NOT_FOUND' | 'AUTH_FAILED' | 'TEBEX_ADD_PACKAGE_FAILED'

/** The error page in docs/errors.md#error-page: its text and button for each type. */
export const errorPageMessages: Record<ErrorPageType, { text: string; button: string }> = {
  SHOP_NOT_FOUND: { text: 'Aucune réponse du serveur', button: 'Réessayer' },
  PAGE_NOT_FOUND: { text: "Cette page n'existe pas", button: "Retour à l'accueil" },
  AUTH_FAILED: { text: 'Echec de la connexion avec Discord', button: "Retour à l'accueil" },
  // docs/errors.md#error-page has 'Erreur : ' followed by the type name; players read French (docs/errors.md#french-only), so the type is
  // named in words here, and the provider's own (English) title and detail go to the console.
  TEBEX_ADD_PACKAGE_FAILED: { text: 'Erreur : le paiement n’a pas pu être préparé', button: "Retour à l'accueil" }
}

export const errorMessages = {
  chunkFailed: 'Le chargement de cette page a échoué.',
  /** A page that failed while it was drawn (the spec router's 'Unexpected Application Error!'). */
  pageFailed: 'Une erreur inattendue a empêché d’afficher cette page.',
  retry: 'Réessayer',
  genericDialog: "Une erreur s'est produite",
  /** A form field that fails a check written without its own words (docs/errors.md#validation). */
  invalidField: 'Valeur invalide'
} as const
