import { formatUnions } from '../domain/money.ts'

/**
 * A player in debt: a refunded or charged-back payment took back Unions already spent, so the balance
 * is below zero. The shop service refuses purchases with `spendingRefused`; the bundle shows it before.
 */
export const debtMessages = {
  spendingRefused: (owed: number) =>
    `Vous avez une dette de ${formatUnions(owed)} Unions : un paiement remboursé ou contesté a été repris. ` +
    'Vos prochains crédits la rembourseront d’abord ; d’ici là, vous ne pouvez pas dépenser d’Unions.',
  /** Beside the balance in the header. */
  badge: 'Dette',
  balanceLabel: (owed: number) => `Dette de ${formatUnions(owed)} Unions`
} as const
