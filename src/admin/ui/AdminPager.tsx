import { adminMessages } from '../../core/messages/back-office-ui.ts'

/** 'Précédent' / 'page n sur N' / 'Suivant' under every paged list of the back-office. */
export function AdminPager({
  page,
  pages,
  onPage,
  label = 'Pages'
}: {
  page: number
  pages: number
  onPage: (page: number) => void
  label?: string
}) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <button className="button button--ghost" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminMessages.previous}
      </button>
      <span>{adminMessages.pageOf(page, pages)}</span>
      <button className="button button--ghost" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminMessages.next}
      </button>
    </nav>
  )
}
