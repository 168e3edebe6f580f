import { PRODUCT_CATEGORIES, PRODUCT_THEMES } from '../../core/contract/catalog.ts'
import { productPageMessages } from '../../core/messages/back-office-catalogue-ui.ts'
import { CATEGORY_LABELS, MONEY_LABELS, THEME_LABELS } from '../../core/messages/back-office-catalogue-labels.ts'
import { errorProps, FormField } from './FormField.tsx'
import { fieldError, type ProductDraft } from './product-draft.ts'

interface Props {
  draft: ProductDraft
  set: (change: Partial<ProductDraft>) => void
  errors: Record<string, string>
  isNew: boolean
}

const fields = productPageMessages.fields

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
      {text('label', fields.label)}
      {text('name', fields.name, fields.nameHint)}
      <FormField id="category" label={fields.category} error={error('category')}>
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
      <FormField id="moneyType" label={fields.moneyType} error={error('moneyType')}>
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
      {number('price', draft.moneyType === 'cash' ? fields.cashPrice : fields.unionsPrice)}
      {draft.moneyType === 'cash' && (
        <FormField id="tebexPackageId" label={fields.storePackage} error={error('tebexPackageId')}>
          <input
            {...errorProps('tebexPackageId', error('tebexPackageId'))}
            type="number"
            value={draft.tebexPackageId ?? ''}
            onInput={(event) => set({ tebexPackageId: numberOr(event.currentTarget.value, null) })}
          />
        </FormField>
      )}
      {draft.category === 'Grades' && (
        <FormField id="subscription" label={fields.subscription} error={error('subscription')} hint={fields.subscriptionHint}>
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
      <FormField id="theme" label={fields.theme} error={error('theme')}>
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
      {number('index', fields.index)}
      {number('characterLimit', fields.characterLimit, fields.characterLimitHint)}
      {isNew || draft.stocks === null ? (
        <FormField id="stocks" label={fields.stocks} error={error('stocks')} hint={fields.stocksHint}>
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
          <span>{fields.unlimited}</span>
        </label>
      )}
      {check('dailyShopEligible', fields.dailyShopEligible)}
      {check('isDailyShopOnly', fields.isDailyShopOnly)}
      {draft.dailyShopEligible && (
        <FormField
          id="dailyShopDiscount"
          label={fields.dailyShopDiscount}
          error={error('dailyShopDiscount')}
          hint={fields.dailyShopDiscountHint}
        >
          <input
            {...errorProps('dailyShopDiscount', error('dailyShopDiscount'))}
            type="number"
            value={draft.dailyShopDiscount ?? ''}
            onInput={(event) => set({ dailyShopDiscount: numberOr(event.currentTarget.value, null) ?? undefined })}
          />
        </FormField>
      )}
      {check('active', fields.active)}
    </div>
  )
}
