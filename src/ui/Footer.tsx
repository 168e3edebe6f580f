import { useStore } from '@nanostores/react'

import { SOCIAL_NETWORKS } from '../core/contract/public-config.ts'
import { footerMessages } from '../core/messages/footer.ts'
import { $publicConfig } from '../stores/public-config.ts'
import { SocialIcon } from './SocialIcon.tsx'

const PROVIDER_LEGAL_LINKS = [
  { href: 'https://www.tebex.io/legal/impressum', label: footerMessages.footer.impressum },
  { href: 'https://checkout.tebex.io/terms', label: footerMessages.footer.terms },
  { href: 'https://checkout.tebex.io/privacy', label: footerMessages.footer.privacyPolicy }
] as const

export function Footer() {
  const config = useStore($publicConfig)
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = config?.socials[network]
    return url ? [{ network, url }] : []
  })
  return (
    <footer className="footer" data-testid="footer">
      {socials.length > 0 && (
        <ul className="footer__socials">
          {socials.map(({ network, url }) => (
            <li key={network}>
              <a
                className="footer__social"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={footerMessages.socials[network]}
                title={footerMessages.socials[network]}
                data-testid={`social-${network}`}
              >
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <FooterLinks />
      <CheckoutNotice />
    </footer>
  )
}

/** The legal links, also shown in the mobile menu. */
export function FooterLinks() {
  return (
    <ul className="footer__links">
      <li>
        <a href="/mentions-legales">{footerMessages.footer.legalNotice}</a>
      </li>
      <li>
        <a href="/confidentialite">{footerMessages.footer.privacy}</a>
      </li>
      <li>
        <a href="/contact">{footerMessages.footer.contact}</a>
      </li>
      {PROVIDER_LEGAL_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function CheckoutNotice() {
  return (
    <p className="footer__notice" data-testid="checkout-notice">
      {footerMessages.footer.checkoutNotice}
    </p>
  )
}
