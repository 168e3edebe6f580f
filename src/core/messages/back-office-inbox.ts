/** What the back-office's contact inbox says to staff (src/admin/pages/messages/). */
export const inboxMessages = {
  title: 'Messages',
  open: 'À traiter',
  handled: 'Traités',
  handledBy: (who: string, when: string) => `Traité par ${who} le ${when}`,
  replySubject: (subject: string) => `Re : ${subject}`,
  reply: 'Répondre',
  reopen: 'Rouvrir',
  markHandled: 'Marquer traité',
  sent: (when: string) => `Transmis le ${when}`,
  failed: (attempts: number, error: string | null) => `Échec de transmission (${attempts} essais) : ${error ?? 'erreur inconnue'}`,
  retrying: (attempts: number, error: string | null) => `En attente, ${attempts} essai(s) : ${error ?? ''}`,
  waiting: 'En attente de transmission'
} as const
