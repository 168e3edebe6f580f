import { useStore } from '@nanostores/react'

import { basketMessages as messages } from '../../core/messages/basket.ts'
import {
  $characters,
  $charactersError,
  $selectedCharacter,
  $server,
  chooseCharacter,
  openCharacterDialog
} from '../../stores/characters.ts'
import { $publicConfig } from '../../stores/public-config.ts'

/** The character the purchase goes to, among the chosen server's; the server is changed in the character dialog. */
export function CharacterPicker() {
  const characters = useStore($characters)
  const selected = useStore($selectedCharacter)
  const error = useStore($charactersError)
  const server = useStore($server)
  const serverLabel = useStore($publicConfig)?.servers.find((entry) => entry.name === server)?.label ?? server ?? ''
  return (
    <div className="character-picker">
      <label className="character-picker__label" htmlFor="purchase-character">
        {messages.characterLabel}
      </label>
      <select
        id="purchase-character"
        className="character-picker__select"
        value={selected ? String(selected.id) : ''}
        onChange={(event) => {
          const character = characters.find((candidate) => String(candidate.id) === event.currentTarget.value)
          if (character) chooseCharacter(character)
        }}
        data-testid="purchase-character"
      >
        <option value="" disabled>
          {characters.length === 0 ? messages.noCharacter : messages.chooseCharacter}
        </option>
        {characters.map((character) => (
          <option key={character.id} value={String(character.id)}>
            {character.firstname} {character.lastname}
          </option>
        ))}
      </select>
      <p className="character-picker__server">
        <span>{messages.server(serverLabel)}</span>
        <button type="button" className="link-button" onClick={openCharacterDialog} data-testid="purchase-change-server">
          {messages.changeServer}
        </button>
      </p>
      {error && (
        <p className="purchase-error" role="alert" data-testid="purchase-character-error">
          {error}
        </p>
      )}
    </div>
  )
}
