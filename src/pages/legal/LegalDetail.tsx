import type { ReactNode } from 'react'

import { legalMessages } from '../../core/messages/legal.ts'

/** One detail of the legal pages; a detail the operator did not configure is said to be missing, never made up. */
export function LegalDetail({
  label,
  value,
  testId,
  email = false
}: {
  label: string
  value: string | null
  testId: string
  email?: boolean
}) {
  return (
    <div className="legal__detail">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === null ? <NotProvided /> : email ? <EmailLink address={value} /> : value}</dd>
    </div>
  )
}

export function EmailLink({ address }: { address: string | null }) {
  if (address === null) return <NotProvided />
  return <a href={`mailto:${address}`}>{address}</a>
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal__section">
      <h2 className="legal__section-title">{title}</h2>
      {children}
    </section>
  )
}

function NotProvided() {
  return <span className="legal__missing">{legalMessages.notProvided}</span>
}
