export const notificationMessages = {
  login: 'Connexion réussie',
  logout: 'Déconnecté',
  added: 'Ajouté :',
  removed: 'Supprimé :'
} as const
