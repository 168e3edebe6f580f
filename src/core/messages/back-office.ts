/** What the back-office's server answers say to staff: French, never a code. */
export const backOfficeErrors = {
  notLoggedIn: 'Connectez-vous avec votre compte de la boutique pour ouvrir le back-office.',
  notStaff: 'Ce compte n’a pas accès au back-office.',
  needsAdmin: 'Cette action est réservée aux administrateurs.',
  idle: 'Session du back-office expirée après 30 minutes d’inactivité : saisissez à nouveau votre mot de passe.',
  needsReauth: 'Action sensible : saisissez à nouveau votre mot de passe (le dernier date de plus de 10 minutes).',
  wrongPassword: 'Mot de passe incorrect.',
  noPassword: 'Ce compte n’a pas de mot de passe : reconnectez-vous par le forum puis réessayez.',
  unknownAccount: (username: string) => `Aucun compte ne s’appelle ${username}.`,
  ownRole: 'Vous ne pouvez pas modifier votre propre rôle.'
} as const

export const ROLE_LABELS = { staff: 'Staff', admin: 'Administrateur' } as const
