/** docs/accounts.md#login-guide. */
export const loginGuideMessages = {
  // The screenshot's alternative text as SPEC words it (tests/support/english-words.ts lets it pass).
  screenshotAlt: 'login-game-screenshot',
  title: 'Connexion à partir du jeu',
  back: 'Retour',
  instructionStart: 'En jeu, appuyez sur F2 pour ouvrir le menu de la boutique, puis choisissez',
  menuItem: '« Se connecter sur la nouvelle boutique »',
  // The quote is hidden on mobile (docs/accounts.md#login-guide): there the sentence names the entry without quoting it.
  menuItemMobile: 'l’entrée de connexion à la nouvelle boutique',
  instructionEnd: '. La boutique s’ouvre dans votre navigateur, déjà connectée.'
} as const
