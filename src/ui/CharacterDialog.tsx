import { useStore } from '@nanostores/react'

import type { Character } from '../core/contract/account.ts'
import { characterMessages as messages } from '../core/messages/characters.ts'
import {
  $characterDialogOpen,
  $characters,
  $charactersError,
  $selectedCharacter,
  $server,
  chooseCharacter,
  chooseServer,
  closeCharacterDialog
} from '../stores/characters.ts'
import { $publicConfig } from '../stores/public-config.ts'
import { Dialog } from './overlay/Dialog.tsx'

/** The server and character dialog in docs/accounts.md#servers-and-characters; the choice is kept per server. */
export function CharacterDialog() {
  const open = useStore($characterDialogOpen)
  const servers = useStore($publicConfig)?.servers ?? []
  const server = useStore($server)
  const characters = useStore($characters)
  const selected = useStore($selectedCharacter)
  const error = useStore($charactersError)
  if (!open) return null
  return (
    <Dialog
      name="characterSelect"
      onClose={closeCharacterDialog}
      labelledBy="character-dialog-title"
      className="character-dialog"
      backdropClassName="modal-backdrop"
      testId="character-dialog"
    >
      <h2 id="character-dialog-title">{messages.serverTitle}</h2>
      <div className="character-dialog__servers" role="radiogroup" aria-label={messages.serverTitle}>
        {servers.map((entry) => (
          <button
            key={entry.name}
            type="button"
            role="radio"
            aria-checked={entry.name === server}
            className={entry.name === server ? 'server-choice server-choice--active' : 'server-choice'}
            onClick={() => chooseServer(entry.name)}
            data-testid={`server-${entry.name}`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <h2>{messages.characterTitle}</h2>
      {selected ? (
        <CharacterCard character={selected} />
      ) : (
        <p className="muted" data-testid="no-character">
          {messages.none}
        </p>
      )}
      {error && (
        <p className="drawer__error" role="alert" data-testid="character-error">
          {error}
        </p>
      )}
      <h3>{messages.available}</h3>
      {characters.length === 0 && !error && <p className="muted">{messages.noCharacters}</p>}
      <ul className="character-dialog__list">
        {characters.map((character) => (
          <li key={character.id}>
            <button
              type="button"
              className={character.id === selected?.id ? 'character-choice character-choice--active' : 'character-choice'}
              aria-pressed={character.id === selected?.id}
              onClick={() => chooseCharacter(character)}
              data-testid="character-choice"
            >
              {character.firstname} {character.lastname}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={closeCharacterDialog} data-testid="character-dialog-close">
        {messages.close}
      </button>
    </Dialog>
  )
}

function CharacterCard({ character }: { character: Character }) {
  return (
    <dl className="character-card" data-testid="selected-character">
      <div className="character-card__name">
        {character.firstname} {character.lastname}
      </div>
      <dt>{messages.birthDate}</dt>
      <dd>{character.dob}</dd>
      <dt>{messages.birthPlace}</dt>
      <dd>{character.pob}</dd>
      <dt>{messages.height}</dt>
      <dd>{messages.heightValue(character.height)}</dd>
    </dl>
  )
}
