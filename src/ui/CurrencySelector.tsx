import { useStore } from '@nanostores/react'

import { CURRENCY_CODES, type CurrencyCode } from '../core/contract/exchange-rate.ts'
import { layoutMessages } from '../core/messages/layout.ts'
import { $currency, $rates, chooseCurrency } from '../stores/currency.ts'

/** docs/catalogue.md#prices-and-currencies: the default currency EUR is displayed as the euro symbol. */
function currencyLabel(code: CurrencyCode): string {
  return code === 'EUR' ? '€' : code
}

export function CurrencySelector() {
  const currency = useStore($currency)
  const rates = useStore($rates)
  const available = CURRENCY_CODES.filter((code) => code === 'EUR' || rates[code])
  return (
    <label className="currency-selector">
      <span className="visually-hidden">{layoutMessages.currencyLabel}</span>
      <select
        value={currency.code}
        onChange={(event) => chooseCurrency(event.currentTarget.value as CurrencyCode)}
        data-testid="currency-select"
      >
        {available.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </select>
    </label>
  )
}
