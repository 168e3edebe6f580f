import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

type Grant = Record<string, unknown>

const { kinds, fields } = messages.grants
const KINDS: Record<string, { label: string; fields: [string, string, 'text' | 'number'][] }> = {
  item: {
    label: kinds.item,
    fields: [
      ['item', fields.item, 'text'],
      ['count', fields.count, 'number']
    ]
  },
  weapon: {
    label: kinds.weapon,
    fields: [
      ['weapon', fields.weapon, 'text'],
      ['ammo', fields.ammo, 'number']
    ]
  },
  vehicle: { label: kinds.vehicle, fields: [['model', fields.model, 'text']] },
  money: { label: kinds.money, fields: [['amount', fields.money, 'number']] },
  unions: { label: kinds.unions, fields: [['amount', fields.unions, 'number']] },
  grade: { label: kinds.grade, fields: [['tier', fields.tier, 'number']] }
}

function blank(kind: string): Grant {
  return Object.fromEntries<unknown>([
    ['kind', kind],
    ...(KINDS[kind]?.fields ?? []).map(([name, , type]): [string, unknown] => [name, type === 'number' ? (name === 'ammo' ? 0 : 1) : ''])
  ])
}

/** A grant's field as its input shows it: numbers and text as they are, a missing field empty. */
function fieldText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''
}

/** What the game hands over for one unit: one row per grant, its fields by kind. */
export function GrantsField({
  grants,
  onChange,
  errors
}: {
  grants: Grant[]
  onChange: (grants: Grant[]) => void
  errors: Record<string, string>
}) {
  const update = (index: number, grant: Grant) => onChange(grants.map((current, at) => (at === index ? grant : current)))
  const rootError = errors.grants
  return (
    <fieldset className="admin-card admin-grants">
      <legend>{messages.grants.legend}</legend>
      {grants.map((grant, index) => {
        const kind = String(grant.kind)
        return (
          <div className="admin-grants__row" key={index}>
            <label className="admin-field">
              <span>{messages.grants.type}</span>
              <select value={kind} onChange={(event) => update(index, blank(event.currentTarget.value))}>
                {Object.entries(KINDS).map(([key, { label }]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {(KINDS[kind]?.fields ?? []).map(([name, label, type]) => {
              const error = errors[`grants.${index}.${name}`]
              return (
                <label className="admin-field" key={name}>
                  <span>{label}</span>
                  <input
                    type={type}
                    aria-invalid={error ? 'true' : undefined}
                    data-testid={`grant-${index}-${name}`}
                    value={fieldText(grant[name])}
                    onInput={(event) =>
                      update(index, { ...grant, [name]: type === 'number' ? Number(event.currentTarget.value) : event.currentTarget.value })
                    }
                  />
                  {error && <span className="admin-field__error">{error}</span>}
                </label>
              )
            })}
            <button
              type="button"
              className="button button--ghost"
              aria-label={messages.grants.remove(index + 1)}
              onClick={() => onChange(grants.filter((_, at) => at !== index))}
            >
              ✕
            </button>
          </div>
        )
      })}
      <button type="button" className="button button--ghost" onClick={() => onChange([...grants, blank('item')])}>
        {messages.grants.add}
      </button>
      {rootError && (
        <p className="admin-field__error" data-testid="error-grants">
          {rootError}
        </p>
      )}
    </fieldset>
  )
}
