/** The demo stand-in of the Cfx.re forum's key-authorisation page (web/sandbox/forum). */
export const sandboxForumMessages = {
  pageTitle: (application: string) => `Autoriser ${application} ? — Forum Cfx.re (démo)`,
  banner: 'Forum Cfx.re — simulation de démonstration',
  title: (application: string) => `Autoriser ${application} ?`,
  intro: (application: string) => `${application} demande l’accès suivant à votre compte du forum :`,
  scopes: {
    session_info: 'voir votre nom d’utilisateur et votre identifiant',
    read: 'lire le contenu du forum',
    write: 'publier en votre nom'
  } as Record<string, string>,
  chooseUser: 'Vous êtes connecté au forum en tant que :',
  noShopAccount: 'pas encore de compte boutique',
  authorize: 'Autoriser',
  deny: 'Refuser',
  revokeHint: 'Vous pourrez retirer cet accès à tout moment dans l’onglet « Applications » de votre profil.',
  invalidTitle: 'Demande d’autorisation invalide',
  invalid: (details: string) => `Cette demande d’autorisation est invalide : ${details}`,
  missingParam: (name: string) => `le paramètre ${name} manque ou est mal formé`,
  unknownScope: (scope: string) => `la permission « ${scope} » n’est pas proposée par ce forum`,
  badPublicKey: 'la clé publique n’est pas une clé RSA lisible',
  payloadTooLarge: 'la clé publique est trop courte pour chiffrer la réponse',
  badRedirect: 'l’adresse de retour n’est pas autorisée par ce forum',
  unknownUser: 'cet utilisateur du forum n’existe pas'
} as const
