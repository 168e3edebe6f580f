import { useStore } from '@nanostores/react'

import { legalMessages } from '../../core/messages/legal.ts'
import { $publicConfig } from '../../stores/public-config.ts'
import { LegalDetail, LegalSection } from './LegalDetail.tsx'

const messages = legalMessages.notice

/** docs/contact-and-legal.md#legal-notice: the legal notice the LCEN requires, from the operator's settings. */
export function LegalNoticePage() {
  const config = useStore($publicConfig)
  return (
    <article className="legal" data-testid="legal-notice-page">
      <h1 className="page-title" data-testid="page-title">
        {messages.title}
      </h1>
      {!config && <p className="muted">{legalMessages.loading}</p>}
      {config && (
        <>
          {config.demo && (
            <p className="legal__demo" data-testid="legal-demo-notice">
              {legalMessages.demoNotice}
            </p>
          )}
          <p className="legal__intro">{messages.intro}</p>
          <LegalSection title={messages.editorTitle}>
            <dl className="legal__details">
              <LegalDetail label={messages.operatorName} value={config.legal.operatorName} testId="legal-operator-name" />
              <LegalDetail label={messages.operatorAddress} value={config.legal.operatorAddress} testId="legal-operator-address" />
            </dl>
          </LegalSection>
          <LegalSection title={messages.directorTitle}>
            <dl className="legal__details">
              <LegalDetail
                label={messages.publicationDirector}
                value={config.legal.publicationDirector}
                testId="legal-publication-director"
              />
            </dl>
          </LegalSection>
          <LegalSection title={messages.hostTitle}>
            <dl className="legal__details">
              <LegalDetail label={messages.hostName} value={config.legal.hostName} testId="legal-host-name" />
              <LegalDetail label={messages.hostAddress} value={config.legal.hostAddress} testId="legal-host-address" />
              <LegalDetail label={messages.hostContact} value={config.legal.hostContact} testId="legal-host-contact" />
            </dl>
          </LegalSection>
          <LegalSection title={messages.contactTitle}>
            <dl className="legal__details">
              <LegalDetail label={messages.contactEmail} value={config.legal.contactEmail} testId="legal-contact-email" email />
            </dl>
          </LegalSection>
          <LegalSection title={messages.trademarksTitle}>
            <p>{messages.trademarks}</p>
          </LegalSection>
        </>
      )}
    </article>
  )
}
