import { useLayoutEffect, useRef, useState } from 'react'

import defaultAvatar from '../assets/default-avatar.svg'
import type { Account } from '../core/contract/account.ts'
import { formatUnions } from '../core/domain/money.ts'
import { EMBEDDED } from '../host/embedding.ts'
import { NO_PLACEHOLDER } from '../lib/lazy-component.tsx'
import { screenComponent } from './screen-component.ts'
import { debtMessages } from '../core/messages/debt.ts'
import { discordLinkMessages as discordMessages } from '../core/messages/discord-link.ts'
import { layoutMessages } from '../core/messages/layout.ts'
import { loginMessages as messages } from '../core/messages/login.ts'
import { websitePasswordMessages } from '../core/messages/website-password.ts'
import { startDiscordLink } from '../stores/discord-link.ts'
import { openCharacterDialog } from '../stores/characters.ts'
import { logOut } from '../stores/session.ts'
import { RankBadge } from './RankBadge.tsx'
import { openPasswordForm } from '../stores/website-password.ts'

/** The Unions balance (to /tokens) and the account menu in docs/layout.md#header, which closes on an outside click. */
// Only the shop inside the game shows it: its code stays out of the website's first screen.
const WebsiteLoginEntry = screenComponent(
  () => import('./WebsiteLoginEntry.tsx').then((module) => module.WebsiteLoginEntry),
  NO_PLACEHOLDER
)
// In game it is fetched at start, so the menu shows it the moment it opens.
if (EMBEDDED) WebsiteLoginEntry.preload()

export function UserMenu({ user }: { user: Account }) {
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // A layout effect: listening from the moment the menu shows, not a frame later (a quick click would be missed).
  useLayoutEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  /** Closes the menu for a dialog: the focus waits on the menu's button, where the dialog gives it back. */
  const leaveFor = (openDialog: () => void) => {
    button.current?.focus()
    setOpen(false)
    openDialog()
  }

  return (
    <>
      <a
        className={user.shopTokens < 0 ? 'balance balance--debt' : 'balance'}
        href="/tokens"
        data-testid="unions-balance"
        title={user.shopTokens < 0 ? debtMessages.balanceLabel(-user.shopTokens) : undefined}
      >
        {user.shopTokens < 0 && (
          <span className="balance__debt" data-testid="debt-badge">
            {debtMessages.badge}{' '}
          </span>
        )}
        {formatUnions(user.shopTokens)}
        <span className="balance__unit"> {messages.unions}</span>
      </a>
      <RankBadge rank={user.rank} />
      <div className="user-menu" ref={menu}>
        <button
          ref={button}
          type="button"
          className="user-menu__button"
          aria-expanded={open}
          aria-label={`${messages.userMenu} : ${user.username}`}
          onClick={() => setOpen(!open)}
          data-testid="user-menu-button"
        >
          <img src={user.avatarUrl ?? defaultAvatar} alt="" width="32" height="32" />
          <span className="user-menu__name">{user.username}</span>
        </button>
        {open && (
          <ul className="user-menu__list" data-testid="user-menu">
            {EMBEDDED && <WebsiteLoginEntry />}
            <li>
              <button type="button" onClick={() => leaveFor(openCharacterDialog)} data-testid="characters-button">
                {messages.characterSelection}
              </button>
            </li>
            <li>
              <button
                type="button"
                onClick={() =>
                  // The history's code loads when first opened (the home route's size budget: docs/constants.md#bundle-budget).
                  leaveFor(() => void import('../stores/history.ts').then((history) => history.openHistory()))
                }
                data-testid="history-button"
              >
                {layoutMessages.history}
              </button>
            </li>
            <li>
              {user.discordId ? (
                <span className="user-menu__linked" data-testid="discord-linked">
                  {discordMessages.linked}
                </span>
              ) : (
                <button type="button" onClick={() => void startDiscordLink()} data-testid="discord-link-button">
                  {discordMessages.link}
                </button>
              )}
            </li>
            <li>
              <button type="button" onClick={() => leaveFor(openPasswordForm)} data-testid="website-password-button">
                {websitePasswordMessages.menuEntry}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => void logOut()} data-testid="logout-button">
                {messages.logout}
              </button>
            </li>
          </ul>
        )}
      </div>
    </>
  )
}
