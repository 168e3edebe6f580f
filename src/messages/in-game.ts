/** The shop inside the game (SPEC §1 "from inside the game with a one-time token"). */
export const inGameMessages = {
  websiteLogin: 'Se connecter sur la nouvelle boutique',
  websiteLoginFailed: 'Impossible d’ouvrir la boutique dans votre navigateur. Réessayez dans un instant.'
} as const
