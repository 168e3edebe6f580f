export const websitePasswordMessages = {
  menuEntry: 'Mot de passe du site',
  title: 'Mot de passe du site',
  intro: 'Pour vous connecter sans passer par le jeu, avec votre pseudo et ce mot de passe.',
  current: 'Mot de passe actuel (laisser vide si vous n’en avez pas)',
  next: 'Nouveau mot de passe (8 à 40 caractères)',
  save: 'Enregistrer',
  close: 'Fermer',
  tooShort: 'Au moins 8 caractères',
  tooLong: 'Au plus 40 caractères'
} as const
