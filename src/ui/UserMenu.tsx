import { useEffect, useRef, useState } from 'react'

import defaultAvatar from '../assets/default-avatar.svg'
import type { Account } from '../contract/account.ts'
import { formatUnions } from '../domain/money.ts'
import { loginMessages as messages } from '../messages/login.ts'
import { logOut } from '../stores/session.ts'

/** The Unions balance (to /tokens) and the account menu of SPEC §2, which closes on an outside click. */
export function UserMenu({ user }: { user: Account }) {
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  return (
    <>
      <a className="balance" href="/tokens" data-testid="unions-balance">
        {messages.balance(formatUnions(user.shopTokens))}
      </a>
      <div className="user-menu" ref={menu}>
        <button
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
