/** The footer (docs/layout.md#footer): apart from layout.ts, it loads with the footer once the page is idle (docs/constants.md#bundle-budget). */
export const footerMessages = {
  // The networks' own names: the footer's icons are named after them.
  socials: { twitter: 'Twitter', instagram: 'Instagram', discord: 'Discord', tiktok: 'TikTok', twitch: 'Twitch' },
  footer: {
    legalNotice: 'Mentions légales',
    privacy: 'Confidentialité',
    contact: 'Contact',
    impressum: 'Impressum',
    terms: 'Terms & Conditions',
    privacyPolicy: 'Privacy Policy',
    checkoutNotice:
      'Le paiement est détenu et opéré par Tebex Limited, qui gère l’exécution des commandes, le support de facturation et les remboursements.'
  }
} as const
