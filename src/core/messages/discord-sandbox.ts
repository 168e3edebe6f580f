/** The stand-in of Discord's authorize page (demo mode and tests only). */
export const discordSandboxMessages = {
  pageTitle: 'Discord (démo) – Autorisation',
  banner: 'Simulation locale de Discord : aucun vrai compte n’est utilisé.',
  wantsAccess: (app: string) => `${app} souhaite accéder à votre compte Discord`,
  chooseUser: 'Se connecter en tant que',
  scopeIdentify: 'Accéder à votre nom d’utilisateur, votre avatar et votre bannière',
  allow: 'Autoriser',
  cancel: 'Annuler',
  deniedDescription: 'The resource owner or authorization server denied the request',
  invalidRequest: 'Demande d’autorisation invalide',
  unknownClient: 'Application inconnue (client_id).',
  badRedirect: 'Adresse de retour (redirect_uri) non enregistrée pour cette application.',
  badResponseType: 'Seul response_type=code est pris en charge.',
  badScope: 'La portée (scope) doit contenir identify.',
  unknownUser: 'Utilisateur de démonstration inconnu.'
} as const
