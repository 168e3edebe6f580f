import { PRODUCT_CATEGORIES, PRODUCT_THEMES } from '../../core/contract/catalog.ts'
import { CATEGORY_LABELS, MONEY_LABELS, THEME_LABELS } from '../catalogue-labels.ts'
import { errorProps, FormField } from './FormField.tsx'
import { fieldError, type ProductDraft } from './product-draft.ts'

interface Props {
  draft: ProductDraft
  set: (change: Partial<ProductDraft>) => void
  errors: Record<string, string>
  isNew: boolean
}

const numberOr = (value: string, empty: number | null) => (value.trim() === '' ? empty : Number(value))

/** Every scalar field of a product, each with its error from the server next to it. */
export function ProductFields({ draft, set, errors, isNew }: Props) {
  const error = (name: string) => fieldError(errors, name)
  const text = (name: 'label' | 'name', label: string, hint?: string) => (
    <FormField id={name} label={label} error={error(name)} hint={hint}>
      <input {...errorProps(name, error(name))} value={draft[name]} onInput={(event) => set({ [name]: event.currentTarget.value })} />
    </FormField>
  )
  const number = (name: 'price' | 'index' | 'characterLimit', label: string, hint?: string) => (
    <FormField id={name} label={label} error={error(name)} hint={hint}>
      <input
        {...errorProps(name, error(name))}
        type="number"
        inputMode="numeric"
        value={draft[name]}
        onInput={(event) => set({ [name]: numberOr(event.currentTarget.value, 0) })}
      />
    </FormField>
  )
  const check = (name: 'isDailyShopOnly' | 'dailyShopEligible' | 'active', label: string) => (
    <label className="admin-check">
      <input type="checkbox" id={name} checked={draft[name]} onChange={(event) => set({ [name]: event.currentTarget.checked })} />
      <span>{label}</span>
      {error(name) && (
        <span className="admin-field__error" data-testid={`error-${name}`}>
          {error(name)}
        </span>
      )}
    </label>
  )
  return (
    <div className="admin-card admin-product-fields">
      {text('label', 'Nom affiché')}
      {text('name', 'Code (minuscules, chiffres, _)', 'Identifie le produit côté jeu et dans l’historique.')}
      <FormField id="category" label="Catégorie" error={error('category')}>
        <select
          {...errorProps('category', error('category'))}
          value={draft.category}
          onChange={(event) => set({ category: event.currentTarget.value as ProductDraft['category'] })}
        >
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="moneyType" label="Monnaie" error={error('moneyType')}>
        <select
          {...errorProps('moneyType', error('moneyType'))}
          value={draft.moneyType}
          onChange={(event) => set({ moneyType: event.currentTarget.value as ProductDraft['moneyType'] })}
        >
          {Object.entries(MONEY_LABELS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      {number('price', draft.moneyType === 'cash' ? 'Prix (centimes d’euro)' : 'Prix (Unions)')}
      {draft.moneyType === 'cash' && (
        <FormField id="tebexPackageId" label="Package de la boutique en ligne" error={error('tebexPackageId')}>
          <input
            {...errorProps('tebexPackageId', error('tebexPackageId'))}
            type="number"
            value={draft.tebexPackageId ?? ''}
            onInput={(event) => set({ tebexPackageId: numberOr(event.currentTarget.value, null) })}
          />
        </FormField>
      )}
      {draft.category === 'Grades' && (
        <FormField id="subscription" label="Abonnement : Unions par mois" error={error('subscription')} hint="Vide : achat unique.">
          <input
            {...errorProps('subscription', error('subscription'))}
            type="number"
            value={draft.subscription?.monthlyUnions ?? ''}
            onInput={(event) => {
              const monthlyUnions = numberOr(event.currentTarget.value, null)
              set({ subscription: monthlyUnions === null ? null : { monthlyUnions } })
            }}
          />
        </FormField>
      )}
      <FormField id="theme" label="Thème" error={error('theme')}>
        <select
          {...errorProps('theme', error('theme'))}
          value={draft.theme}
          onChange={(event) => set({ theme: event.currentTarget.value as ProductDraft['theme'] })}
        >
          {PRODUCT_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {THEME_LABELS[theme]}
            </option>
          ))}
        </select>
      </FormField>
      {number('index', 'Ordre dans la catégorie')}
      {number('characterLimit', 'Limite par personnage', '0 : sans limite.')}
      {isNew || draft.stocks === null ? (
        <FormField id="stocks" label="Stock" error={error('stocks')} hint="Vide : illimité. Ensuite, il ne change que par ajustements.">
          <input
            {...errorProps('stocks', error('stocks'))}
            type="number"
            inputMode="numeric"
            value={draft.stocks ?? ''}
            onInput={(event) => set({ stocks: numberOr(event.currentTarget.value, null) })}
          />
        </FormField>
      ) : (
        <label className="admin-check">
          <input type="checkbox" checked={draft.stocks === null} onChange={() => set({ stocks: null })} />
          <span>Rendre le stock illimité</span>
        </label>
      )}
      {check('dailyShopEligible', 'Peut apparaître dans la boutique journalière')}
      {check('isDailyShopOnly', 'Vendu uniquement dans la boutique journalière')}
      {draft.dailyShopEligible && (
        <FormField
          id="dailyShopDiscount"
          label="Remise en boutique journalière (%)"
          error={error('dailyShopDiscount')}
          hint="Vide : tirée parmi les remises configurées."
        >
          <input
            {...errorProps('dailyShopDiscount', error('dailyShopDiscount'))}
            type="number"
            value={draft.dailyShopDiscount ?? ''}
            onInput={(event) => set({ dailyShopDiscount: numberOr(event.currentTarget.value, null) ?? undefined })}
          />
        </FormField>
      )}
      {check('active', 'Actif (en vente)')}
    </div>
  )
}
