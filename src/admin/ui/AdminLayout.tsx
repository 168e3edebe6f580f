import { useState, type ReactNode } from 'react'

import type { StaffSession } from '../../core/contract/back-office.ts'
import { roleAllows } from '../../core/domain/staff-roles.ts'
import { ROLE_LABELS } from '../../core/messages/back-office.ts'
import { getPagePath } from '@nanostores/router'
import { ADMIN_NAV } from '../admin-nav.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { $adminRouter, type AdminPage } from '../stores/admin-router.ts'
import { logOut } from '../stores/staff-session.ts'

/** The frame of every page: the menu (the entries the role may use), who is logged in, and the page. */
export function AdminLayout({
  session,
  current,
  children
}: {
  session: StaffSession
  current: AdminPage | undefined
  children: ReactNode
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className="admin-shell">
      <header className="admin-header">
        <button
          className="button button--ghost admin-menu-toggle"
          type="button"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {adminMessages.menu}
        </button>
        <a className="admin-brand" href="/admin">
          {adminMessages.title}
        </a>
        <span className="admin-user">
          {session.username} · <strong>{ROLE_LABELS[session.role]}</strong>
        </span>
        <a className="button button--ghost" href="/" target="_blank" rel="noopener">
          {adminMessages.openShop}
        </a>
        <button className="button button--ghost" type="button" onClick={() => void logOut()}>
          {adminMessages.logout}
        </button>
      </header>
      <nav className={`admin-nav${menuOpen ? ' admin-nav--open' : ''}`} aria-label={adminMessages.title}>
        <ul>
          {ADMIN_NAV.filter((entry) => roleAllows(session.role, entry.role)).map((entry) => (
            <li key={entry.page}>
              <a
                href={getPagePath($adminRouter, entry.page as never)}
                aria-current={entry.page === current ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main">{children}</main>
    </div>
  )
}
