import { RETENTION_DEFAULTS, type RetentionPeriods } from '../domain/retention.ts'

/** Legal notice and privacy charter (docs/contact-and-legal.md). */
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
    // What the shop really stores (web/db/migrations); what it deletes, and when, is docs/retention.md.
    collectionTitle: 'Données recueillies',
    collectionIntro: 'La boutique enregistre :',
    collection: [
      'Formulaire de contact : votre nom, votre adresse e-mail, le sujet et le texte de votre message, ainsi que l’adresse IP d’envoi (elle sert à limiter les envois répétés). Aucun numéro de téléphone n’est demandé.',
      'Compte de joueur : votre identifiant de jeu, votre nom d’utilisateur, votre solde d’Unions, votre grade, vos personnages (prénom, nom, date et lieu de naissance, taille), votre identifiant Discord si vous liez votre compte, et le mot de passe du site si vous en choisissez un (enregistré sous une forme chiffrée qui ne permet pas de le retrouver).',
      'Connexion : une empreinte de votre cookie de session (jamais le cookie lui-même) ; pour chaque essai de connexion, l’identifiant saisi et l’adresse IP, afin de bloquer les essais répétés.',
      'Achats en Unions : les produits, leur prix, le personnage qui les reçoit, la date, et chaque mouvement de votre solde.',
      'Paiements en argent réel : ils sont traités par Tebex, qui encaisse et rembourse. La boutique conserve les avis de paiement que Tebex lui envoie (référence, produits, montant, et les coordonnées de l’acheteur qu’ils contiennent : nom, adresse e-mail, adresse IP, pays).',
      'Dans votre navigateur (stockage local) : votre devise, vos paniers, votre personnage choisi et votre profil de joueur, pour les retrouver d’une visite à l’autre.'
    ],
    purposes:
      'Ces données servent uniquement à répondre à vos messages, à livrer vos achats en jeu, à tenir les comptes de la boutique et à la protéger des abus. Aucun cookie publicitaire ni de mesure d’audience n’est utilisé.',
    sharingTitle: 'Partage',
    sharing:
      'Nous ne transmettons jamais vos données à des tiers sans votre consentement. Seuls les services que vous choisissez d’utiliser les reçoivent : Tebex lorsque vous payez, Discord lorsque vous liez votre compte.',
    retentionTitle: 'Conservation',
    // The periods are the host's settings (GET /api/config `retention`), RETENTION_DEFAULTS until the config answers.
    retention: ({ contactDays, webhookDays }: RetentionPeriods = RETENTION_DEFAULTS) => [
      'Sessions : 12 heures, ou 30 jours avec « Se souvenir de moi » ; la déconnexion y met fin aussitôt. Une session terminée est effacée dans l’heure qui suit.',
      'Liens de connexion à usage unique (depuis le jeu, le forum ou Discord) : valables quelques minutes, puis effacés dans l’heure qui suit (un jour après pour Discord).',
      'Essais de connexion : ils ne comptent que pendant 5 minutes (le temps d’un blocage après des essais répétés), puis sont effacés dans l’heure qui suit.',
      `Messages de contact : effacés ${contactDays} jours après leur envoi.`,
      `Avis de paiement de Tebex : ${webhookDays} jours après leur réception, les coordonnées de l’acheteur (nom, adresse e-mail, adresse IP, pays) en sont effacées ; la référence, les produits et le montant restent.`,
      'Compte, achats et paiements : conservés tant que la boutique fonctionne, ou jusqu’à ce que vous en demandiez la suppression ; les achats et paiements peuvent devoir être gardés plus longtemps pour les obligations comptables.'
    ],
    rightsTitle: 'Vos droits',
    rights: 'Vous disposez d’un droit d’accès, de rectification et de suppression de vos données.',
    rightsHowBefore: 'Pour exercer ces droits, écrivez-nous à l’adresse ',
    rightsHowAfter: ' en précisant votre demande ; nous vous répondons dans un délai d’un mois.',
    complaintBefore:
      'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL) : ',
    complaintLink: 'www.cnil.fr',
    complaintAfter: '.',
    changesTitle: 'Modifications de la charte',
    changes: 'Cette charte peut évoluer, notamment pour suivre la loi. Toute modification est publiée sur cette page.'
  }
} as const
