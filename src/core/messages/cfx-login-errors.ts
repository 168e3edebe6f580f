/** The shop service's answers about the forum-account login (docs/accounts.md#forum-account). */
export const cfxLoginErrors = {
  unknownAttempt: 'Cette demande de connexion Cfx.re est inconnue ou a déjà servi. Recommencez la connexion.',
  expired: 'La demande de connexion Cfx.re a expiré (10 minutes). Recommencez la connexion.',
  badPayload: 'La réponse du forum Cfx.re est illisible ou falsifiée. Recommencez la connexion.',
  wrongNonce: 'La réponse du forum Cfx.re ne correspond pas à votre demande de connexion. Recommencez la connexion.',
  keyRefused: 'Le forum Cfx.re a refusé l’autorisation. Recommencez la connexion.',
  forumUnreachable: 'Le forum Cfx.re ne répond pas. Réessayez dans quelques minutes.',
  tooManyAttempts: (wait: string) => `Trop de tentatives de connexion Cfx.re. Réessayez dans ${wait}.`
} as const
