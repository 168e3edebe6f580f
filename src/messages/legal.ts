/** Legal notice and privacy charter (SPEC §2 "/mentions-legales", "/confidentialite"). */
export const legalMessages = {
  notProvided: 'Non renseigné',
  loading: 'Chargement des informations...',
  demoNotice: 'Mode démo : les coordonnées ci-dessous sont fictives.',
  notice: {
    title: 'Mentions légales',
    intro:
      'Conformément aux articles 6 et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), voici les informations sur l’éditeur et l’hébergeur de ce site.',
    editorTitle: 'Éditeur du site',
    operatorName: 'Nom ou raison sociale',
    operatorAddress: 'Adresse',
    directorTitle: 'Directeur de la publication',
    publicationDirector: 'Nom',
    hostTitle: 'Hébergement',
    hostName: 'Hébergeur',
    hostAddress: 'Adresse',
    hostContact: 'Contact',
    contactTitle: 'Contact',
    contactEmail: 'E-mail',
    trademarksTitle: 'Marques',
    trademarks:
      'Ce site est la boutique d’un serveur communautaire de jeu de rôle. Il n’est ni affilié à Rockstar Games ou Take-Two Interactive, ni approuvé par eux. Grand Theft Auto et GTA sont des marques de Take-Two Interactive.'
  },
  privacy: {
    title: 'Confidentialité',
    intro:
      'Cette charte explique quelles données personnelles nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits au titre du règlement général sur la protection des données (RGPD).',
    controllerTitle: 'Responsable du traitement',
    collectionTitle: 'Données recueillies',
    collection:
      'Lorsque vous nous écrivez par le formulaire de contact, nous recueillons votre nom, votre adresse e-mail et votre numéro de téléphone. Ces données servent uniquement à traiter et à répondre à votre demande.',
    sharingTitle: 'Partage',
    sharing: 'Nous ne transmettons jamais vos données à des tiers sans votre consentement.',
    retentionTitle: 'Conservation',
    retention:
      'Vos données sont conservées le temps nécessaire au traitement de votre demande, puis supprimées.',
    rightsTitle: 'Vos droits',
    rights: 'Vous disposez d’un droit d’accès, de rectification et de suppression de vos données.',
    rightsHowBefore: 'Pour exercer ces droits, écrivez-nous à l’adresse ',
    rightsHowAfter: ' en précisant votre demande ; nous vous répondons dans un délai d’un mois.',
    complaintBefore:
      'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL) : ',
    complaintLink: 'www.cnil.fr',
    complaintAfter: '.',
    changesTitle: 'Modifications de la charte',
    changes:
      'Cette charte peut évoluer, notamment pour suivre la loi. Toute modification est publiée sur cette page.'
  }
} as const
