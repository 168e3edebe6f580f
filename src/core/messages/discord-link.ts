/** The Discord link (docs/accounts.md#discord-link): the menu, the return page. */
export const discordLinkMessages = {
  link: 'Lier mon compte Discord',
  linked: 'Compte Discord lié',
  pending: 'Liaison du compte Discord...',
  incompleteAnswer: 'La réponse de Discord est incomplète.',
  // Discord's own error codes and descriptions are English: the console gets them, the player these.
  denied: 'Vous avez refusé l’autorisation sur Discord : votre compte n’a pas été lié.',
  discordRefused: 'Discord n’a pas autorisé la liaison. Recommencez depuis le menu du compte.',
  unreachable: 'Le service de la boutique est injoignable. Réessayez dans quelques instants.'
} as const

/** The shop service's answers about the link, shown to players as they are. */
export const discordLinkErrors = {
  notConfigured: 'La liaison avec Discord n’est pas disponible sur cette boutique.',
  unknownState: 'Cette demande de liaison Discord est inconnue. Recommencez depuis le menu du compte.',
  usedState: 'Cette demande de liaison Discord a déjà servi. Recommencez depuis le menu du compte.',
  expiredState: 'Cette demande de liaison Discord a expiré. Recommencez depuis le menu du compte.',
  badCode: 'Discord a refusé le code d’autorisation (invalide ou expiré). Recommencez la liaison.',
  discordUnavailable: 'Discord ne répond pas. Réessayez dans quelques instants.',
  alreadyLinked: 'Ce compte Discord est déjà lié à un autre joueur.'
} as const
