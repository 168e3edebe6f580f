import { useState, type FormEvent } from 'react'

import { playerSearchResultSchema, type PlayerFound } from '../../../core/contract/back-office-players.ts'
import type { PageProps } from '../../page-props.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { formatUnions } from '../support-format.ts'
import { formText } from '../../form-text.ts'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** Finding a player from what they told staff: username, fivem:/license:/discord: identifier, Discord id or character name. */
export function PlayersPage(_: PageProps) {
  const [players, setPlayers] = useState<PlayerFound[]>()
  const [error, setError] = useState<string>()

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const q = formText(new FormData(event.currentTarget), 'q')
    setError(undefined)
    try {
      setPlayers((await adminRequest('/players', playerSearchResultSchema, { query: { q } })).players)
    } catch (failure) {
      setError(staffMessage(failure))
    }
  }

  return (
    <section className="admin-page admin-support">
      <h1 className="page-title">{messages.search.title}</h1>
      <form className="admin-card admin-inline-form" onSubmit={(event) => void search(event)} role="search">
        <label className="admin-field admin-field--wide">
          <span>{messages.search.field}</span>
          <input name="q" required minLength={2} maxLength={80} placeholder={messages.search.placeholder} />
        </label>
        <button className="button" type="submit">
          {messages.search.submit}
        </button>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {players && players.length === 0 && <p className="muted">{adminMessages.empty}</p>}
      {players && players.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="player-results">
            <thead>
              <tr>
                <th scope="col">{messages.search.account}</th>
                <th scope="col">{messages.search.matchedBy}</th>
                <th scope="col">{messages.search.balance}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={player.id}>
                  <td>
                    <a href={`/admin/joueurs/${player.id}`}>{player.username}</a>
                  </td>
                  <td>{player.matched}</td>
                  <td>{formatUnions(player.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
