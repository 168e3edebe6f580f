/** The shop service's answers to malformed requests, shared by every route. */
export const apiMessages = {
  notJson: 'Le corps de la requête doit être du JSON valide.',
  wrongContentType: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  invalid: (details: string) => `Requête invalide : ${details}`,
  foreignOrigin: 'Origine de la requête refusée.'
} as const
