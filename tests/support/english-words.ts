/**
 * Common English words that are not French words (nothing a player reads is English: docs/errors.md#french-only). Words
 * French shares (menu, page, message, stock, code, total, contact, mode, balance, minutes, on, or, an, as,
 * if…) are left out on purpose: they would flag good French. Written here, not a dictionary dependency.
 */
export const ENGLISH_WORDS = new Set(
  `the and of to is are was were be been being with without your yours you my our this that these those there their
  they them what which who whom whose when where why how from into onto about above below over after before again
  please click here more less not yes found error errors failed failure success successful complete completed
  pending loading load save saved submit cancel close open opened back next previous home search settings help
  login logout log sign signed account accounts password username user users denied access owner resource server
  request requested unauthorized forbidden invalid unknown missing required add added remove removed buy bought
  cart basket checkout payment payments pay paid price prices quantity amount gift gifts history character
  characters select selected choose none new free now today daily shop store offer offers item items weapon weapons
  vehicle vehicles package packages subscribe subscription subscriptions day days hour hours seconds show hide view
  details detail status currency only also just will would should could can cannot must may might have has had do
  does did done get got go going see make made take try retry continue learn read other some any every each many
  much very too than then while until since because for by at in it its up out off yet still already text name
  phone address privacy policy terms best seller sold coming soon welcome thanks thank sorry something went wrong
  available unavailable enter entered discount creator valid apply applied confirm confirmed order orders refund
  refunded declined decline true false null undefined nan object loaded empty full left right top bottom`.split(/\s+/)
)

/** Names and English the shop must show as it is (docs/errors.md#french-only) that players may read as they are. */
export const ALLOWED_ENGLISH = [
  'Best seller!',
  'Impressum',
  'Terms & Conditions',
  'Privacy Policy',
  // docs/accounts.md#login-guide: the guide's screenshot has this alt text.
  'login-game-screenshot',
  'Tebex',
  'Discord',
  'FiveM',
  'Cfx.re',
  'PayPal',
  'Apple Pay',
  'Google Pay',
  'Mastercard',
  'Visa',
  'Bancontact',
  'Twitter',
  'Instagram',
  'TikTok',
  'Twitch',
  'Grand Theft Auto',
  'Rockstar Games',
  'Take-Two Interactive'
]

/** The English words (and technical codes such as 'TEBEX_ADD_PACKAGE_FAILED') found in `text`. */
export function englishIn(text: string): string[] {
  let rest = text
  for (const allowed of ALLOWED_ENGLISH) rest = rest.split(allowed).join(' ')
  const codePattern = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g
  const codes = rest.match(codePattern) ?? []
  const words = rest
    .replace(codePattern, ' ')
    .split(/[^\p{L}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => ENGLISH_WORDS.has(word))
  return [...new Set([...codes, ...words])]
}
