/** The shop inside the game (docs/in-game.md#opening-and-login). */
export const inGameMessages = {
  websiteLogin: 'Se connecter sur la nouvelle boutique',
  websiteLoginFailed: 'Impossible d’ouvrir la boutique dans votre navigateur. Réessayez dans un instant.',
  handOffTitle: 'Continuez dans votre navigateur',
  handOffText:
    'La boutique s’est ouverte dans votre navigateur, déjà connectée à votre compte. Une fois terminé, revenez en jeu : votre solde, votre Grade et votre historique se mettront à jour ici.',
  handOffClose: 'Compris',
  /** The website, after a payment: what was bought is used in game. */
  goodsInGame: 'Vos achats vous attendent en jeu : ouvrez la boutique (F2) pour les retrouver.'
} as const
