/** SPEC §2 "Login-from-game guide". */
export const loginGuideMessages = {
  title: 'Connexion à partir du jeu',
  back: 'Retour',
  instructionStart: 'En jeu, appuyez sur F2 pour ouvrir le menu de la boutique, puis choisissez',
  menuItem: '« Se connecter sur la nouvelle boutique »',
  instructionEnd: '. La boutique s’ouvre dans votre navigateur, déjà connectée.'
} as const
