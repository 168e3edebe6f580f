import type { Product } from '../../core/contract/catalog.ts'
import { subscriptionMessages } from '../../core/messages/subscriptions.ts'
import { FEATURE_TABLE, TIERS } from './feature-table.ts'
import { FeatureValueView } from './FeatureValueView.tsx'
import { TierSubscribe } from './TierSubscribe.tsx'

/** Desktop comparison: one column per tier, one row per advantage; the Grades on sale, in tier order, under it. */
export function TierTable({ grades }: { grades: Product[] }) {
  return (
    <div className="tier-table-wrap" data-testid="tier-table">
      <table className="tier-table">
        <caption className="visually-hidden">{subscriptionMessages.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="tier-table__corner">
              {subscriptionMessages.featureColumn}
            </th>
            {TIERS.map((tier) => (
              <th
                key={tier.name}
                scope="col"
                className={`tier-table__tier theme-${tier.theme}${tier.bestSeller ? ' is-best-seller' : ''}`}
                data-testid="tier-heading"
              >
                {tier.bestSeller && (
                  <span className="best-seller-flag" data-testid="best-seller">
                    {subscriptionMessages.bestSeller}
                  </span>
                )}
                <span className="tier-badge" data-testid="tier-name">
                  {tier.name}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURE_TABLE.map((row) => (
            <tr key={row.label} data-testid="feature-row">
              <th scope="row" data-testid="feature-label">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={index} className={TIERS[index]?.bestSeller ? 'is-best-seller' : undefined} data-testid="feature-cell">
                  <FeatureValueView value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {grades.length > 0 && (
          <tfoot>
            <tr>
              <td />
              {TIERS.map((tier, index) => (
                <td key={tier.name} className={tier.bestSeller ? 'is-best-seller' : undefined}>
                  <TierSubscribe product={grades[index]} tierName={tier.name} />
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
