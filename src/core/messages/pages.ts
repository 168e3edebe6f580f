/** Pages whose content arrives with a later version of the shop. */
export const pageMessages = {
  comingSoonTitle: 'Bientôt disponible',
  comingSoonText: 'Cette page arrive avec une prochaine version de la boutique.',
  backHome: "Retour à l'accueil",
  loginPanelTitle: 'Connexion',
  loginPanelBack: 'Retour',
  loginComingSoon: 'La connexion aux comptes joueurs arrive avec une prochaine version de la boutique.'
} as const
