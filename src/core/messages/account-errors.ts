/** The shop service's answers about accounts, shown to players as they are (docs/errors.md#server-answers). */
export const accountErrors = {
  wrongCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: (wait: string) => `Trop de tentatives. Réessayez dans ${wait}.`,
  notLoggedIn: 'Vous n’êtes pas connecté.',
  badGameToken: 'Ce lien de connexion est invalide ou a expiré. Rouvrez la boutique en jeu (F2).',
  /** A hand-off link (POST /api/websiteLoginToken) opened in a browser where another player is logged in. */
  otherPlayerToken:
    'Ce lien a été créé pour un autre joueur que celui connecté sur ce navigateur. Déconnectez-vous, puis relancez l’action depuis la boutique en jeu (F2).',
  unknownServer: 'Serveur de jeu inconnu.',
  unknownPlayer: 'Joueur inconnu : il doit d’abord se connecter au serveur de jeu.',
  serverApiDisabled: 'L’API des serveurs de jeu est désactivée : définissez SHOP_SERVER_KEY.',
  badServerKey: 'Clé de serveur invalide.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  staffFirstPassword: 'Ce compte a accès au back-office : connectez-vous par le forum pour choisir son premier mot de passe.',
  passwordChanged: 'Votre mot de passe a été enregistré.',
  characterTaken: (gameId: string) => `Le personnage ${gameId} appartient déjà à un autre joueur.`
} as const
