/** The shop service's answers to malformed requests, shared by every route. */
export const apiMessages = {
  notJson: 'Le corps de la requête doit être du JSON valide.',
  wrongContentType: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  invalid: 'Requête invalide : une valeur manque ou n’a pas la forme attendue.',
  pageMethodNotAllowed: 'Cette page se consulte seulement : aucun envoi n’y est possible.',
  foreignOrigin: 'Origine de la requête refusée.',
  severalOrigins: 'Requête invalide : une requête porte une seule origine (en-tête Origin).',
  databaseUnreachable: 'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.',
  unstorableValue: 'Requête invalide : une valeur ne peut pas être enregistrée.',
  tooLarge: (kib: number) => `Le corps de la requête est trop volumineux (${kib} Kio au plus).`
} as const
