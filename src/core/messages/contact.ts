/** The contact page (docs/contact-and-legal.md#contact-form). */
export const contactMessages = {
  title: 'Contact',
  intro: 'Une question, un souci avec un achat ? Écrivez-nous, l’équipe vous répond par e-mail.',
  fields: {
    username: 'Pseudo',
    email: 'Adresse email',
    subject: 'Sujet',
    text: 'Message'
  },
  placeholders: {
    username: 'Votre pseudo en jeu',
    email: 'vous@exemple.fr',
    subject: 'Le sujet de votre message',
    text: 'Décrivez votre demande'
  },
  send: 'Envoyer',
  sending: 'Envoi…',
  /** The button during the cooldown: the mm:ss left. */
  waitFor: (countdown: string) => `Patientez ${countdown}`,
  cooldownHint: 'Vous pourrez envoyer un nouveau message à la fin du décompte.',
  characters: (count: number, max: number) => `${count} / ${max}`,
  failed: 'L’envoi a échoué, réessayez dans un instant.',
  validation: {
    required: 'Requis',
    invalidEmail: 'Adresse email invalide',
    usernameTooShort: 'Le pseudo est trop court',
    usernameTooLong: (max: number) => `Le pseudo ne doit pas dépasser ${max} caractères`,
    emailTooLong: (max: number) => `L’adresse email ne doit pas dépasser ${max} caractères`,
    subjectTooShort: (min: number) => `Le sujet doit contenir au moins ${min} caractères`,
    subjectTooLong: (max: number) => `Le sujet ne doit pas dépasser ${max} caractères`,
    textTooShort: (min: number) => `Le message doit contenir au moins ${min} caractères`,
    textTooLong: (max: number) => `Le message ne doit pas dépasser ${max} caractères`
  },
  /** Answers of POST /api/sendMail. */
  server: {
    sent: 'Votre message a bien été envoyé.',
    tooSoon: (wait: string) => `Vous avez déjà envoyé un message il y a peu. Vous pourrez en envoyer un nouveau dans ${wait}.`,
    tooLarge: (maxKib: number) => `Le message est trop volumineux (${maxKib} Kio au plus).`,
    invalid: 'Formulaire invalide : vérifiez chaque champ, puis renvoyez-le.'
  }
} as const
