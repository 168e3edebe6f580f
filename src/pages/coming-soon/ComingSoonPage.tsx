import { pageMessages } from '../../core/messages/pages.ts'

/** A route in docs/layout.md#routes whose page is not built yet says so plainly. */
export function ComingSoonPage() {
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h1 className="page-title">{pageMessages.comingSoonTitle}</h1>
      <p>{pageMessages.comingSoonText}</p>
      <a className="button" href="/">
        {pageMessages.backHome}
      </a>
    </section>
  )
}
