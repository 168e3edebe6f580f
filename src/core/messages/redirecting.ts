export const redirectingMessages = {
  title: 'Redirection en cours ...',
  cancel: 'Annuler',
  failed: 'La redirection a échoué. Retour à l’accueil...'
} as const
