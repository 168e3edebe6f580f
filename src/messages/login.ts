/** The login panel and the session (SPEC §2 "Login panel", §4 "Login", §5, §8). */
export const loginMessages = {
  title: 'Connexion',
  fromGameTitle: 'Connexion depuis le jeu',
  howTo: 'Comment faire ?',
  gameHint: 'En jeu, appuyez sur F2 et choisissez « Se connecter sur la nouvelle boutique ».',
  username: 'Pseudo',
  password: 'Mot de passe',
  remember: 'Se souvenir de moi',
  submit: 'Se connecter',
  back: 'Retour',
  required: 'Requis',
  networkError: 'Erreur lors de la tentative de connexion avec Unity',
  balance: (amount: string) => `${amount} Unions`,
  userMenu: 'Menu du compte',
  logout: 'Déconnexion',
  avatarAlt: 'Avatar'
} as const
