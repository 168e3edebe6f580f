import { useStore } from '@nanostores/react'

import { legalMessages } from '../../core/messages/legal.ts'
import { $publicConfig } from '../../stores/public-config.ts'
import { EmailLink, LegalDetail, LegalSection } from './LegalDetail.tsx'

const messages = legalMessages.privacy

const CNIL_URL = 'https://www.cnil.fr/fr/plaintes'

/** docs/contact-and-legal.md#privacy-charter: the privacy charter (RGPD) of the contact form's data. */
export function PrivacyPage() {
  const config = useStore($publicConfig)
  return (
    <article className="legal" data-testid="privacy-page">
      <h1 className="page-title" data-testid="page-title">
        {messages.title}
      </h1>
      <p className="legal__intro">{messages.intro}</p>
      <LegalSection title={messages.controllerTitle}>
        {config ? (
          <dl className="legal__details">
            <LegalDetail label={legalMessages.notice.operatorName} value={config.legal.operatorName} testId="privacy-operator-name" />
            <LegalDetail label={legalMessages.notice.contactEmail} value={config.legal.contactEmail} testId="privacy-contact-email" email />
          </dl>
        ) : (
          <p className="muted">{legalMessages.loading}</p>
        )}
      </LegalSection>
      <LegalSection title={messages.collectionTitle}>
        <p>{messages.collectionIntro}</p>
        <ul className="legal__list" data-testid="privacy-collection">
          {messages.collection.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{messages.purposes}</p>
      </LegalSection>
      <LegalSection title={messages.sharingTitle}>
        <p>{messages.sharing}</p>
      </LegalSection>
      <LegalSection title={messages.retentionTitle}>
        <ul className="legal__list" data-testid="privacy-retention">
          {messages.retention(config?.retention).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title={messages.rightsTitle}>
        <p>{messages.rights}</p>
        <p data-testid="privacy-rights-how">
          {messages.rightsHowBefore}
          {config && <EmailLink address={config.legal.contactEmail} />}
          {messages.rightsHowAfter}
        </p>
        <p>
          {messages.complaintBefore}
          <a href={CNIL_URL} target="_blank" rel="noopener noreferrer">
            {messages.complaintLink}
          </a>
          {messages.complaintAfter}
        </p>
      </LegalSection>
      <LegalSection title={messages.changesTitle}>
        <p>{messages.changes}</p>
      </LegalSection>
    </article>
  )
}
