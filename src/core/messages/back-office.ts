/** What the back-office's server answers say to staff: French, never a code. */
export const backOfficeErrors = {
  notLoggedIn: 'Connectez-vous avec votre compte de la boutique pour ouvrir le back-office.',
  notStaff: 'Ce compte n’a pas accès au back-office.',
  needsAdmin: 'Cette action est réservée aux administrateurs.',
  unproven: 'Session ouverte depuis le jeu ou par un lien : saisissez votre mot de passe pour ouvrir le back-office.',
  idle: 'Session du back-office expirée après 30 minutes d’inactivité : saisissez à nouveau votre mot de passe.',
  needsReauth: 'Action sensible : saisissez à nouveau votre mot de passe (le dernier date de plus de 10 minutes).',
  unionsNeedAdmin:
    'Ce produit donne des Unions : le créer, le modifier, le dupliquer, le réactiver ou l’importer est réservé aux administrateurs.',
  wrongPassword: 'Mot de passe incorrect.',
  noPassword: 'Ce compte n’a pas de mot de passe : reconnectez-vous par le forum puis réessayez.',
  unknownAccount: (username: string) => `Aucun compte ne s’appelle ${username}.`,
  ownRole: 'Vous ne pouvez pas modifier votre propre rôle.'
} as const

export const ROLE_LABELS = { staff: 'Staff', admin: 'Administrateur' } as const

/** Uploads refused: the file is not stored. */
export const imageErrors = {
  noFile: 'Choisissez un fichier image à envoyer (champ « file »).',
  notMultipart: 'L’image doit être envoyée comme formulaire (multipart/form-data).',
  tooBig: (maxKib: number) => `Image trop lourde : ${maxKib} Kio au plus.`,
  empty: 'Le fichier est vide.',
  badName: 'Nom de fichier refusé : il ne doit contenir ni chemin (/, \\, ..) ni caractère de contrôle, et faire 120 caractères au plus.',
  wrongType: 'Type de fichier refusé : seules les images PNG, JPEG, WebP et SVG sont acceptées.',
  extensionMismatch: (kind: string) => `L’extension du fichier ne correspond pas à son contenu (${kind}).`,
  svgActive: 'SVG refusé : il contient du script, des gestionnaires d’événements ou des liens vers l’extérieur.',
  svgNoSize: 'SVG refusé : il doit indiquer sa taille (width et height, ou viewBox).',
  dimensions: (min: number, max: number) => `Dimensions refusées : chaque côté doit mesurer entre ${min} et ${max} pixels.`
} as const

/** The audit's actions as staff read them (the code stays in staff_actions.action). A new action adds its words here. */
export const STAFF_ACTION_LABELS: Record<string, string> = {
  'role.grant': 'Rôle donné',
  'demo.forget': 'Démo oubliée (npm run demo:forget)',
  'role.revoke': 'Rôle retiré',
  'product.create': 'Produit créé',
  'product.update': 'Produit modifié',
  'product.duplicate': 'Produit dupliqué',
  'product.activate': 'Produit réactivé',
  'product.deactivate': 'Produit désactivé',
  'stock.adjust': 'Stock ajusté',
  'image.upload': 'Image envoyée',
  'catalogue.import': 'Catalogue importé',
  'unions.product_create': 'Produit donnant des Unions créé',
  'unions.product_update': 'Produit donnant des Unions modifié',
  'unions.product_duplicate': 'Produit donnant des Unions dupliqué',
  'unions.product_activate': 'Produit donnant des Unions réactivé',
  'unions.catalogue_import': 'Catalogue importé (produits donnant des Unions)',
  'balance.credit': 'Unions créditées',
  'balance.debit': 'Unions débitées',
  'payment.assign': 'Paiement attribué à un joueur',
  'payment.resolve_package': 'Paquet inconnu donné à la main',
  'delivery.requeue': 'Livraison remise en file',
  'delivery.cancel': 'Livraison annulée',
  'sessions.end': 'Sessions du joueur fermées',
  'purchases.block': 'Achats bloqués',
  'purchases.unblock': 'Achats débloqués',
  'message.handled': 'Message traité',
  'message.reopened': 'Message rouvert',
  'home.update': 'Page d’accueil modifiée',
  'daily.pin': 'Offre du jour épinglée',
  'daily.redraw': 'Offres de demain retirées au sort'
}
