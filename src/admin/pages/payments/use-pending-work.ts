import { useEffect, useState } from 'react'

import { debtListSchema, unresolvedEventsSchema, type Debt, type WebhookEvent } from '../../../core/contract/back-office-players.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'

/** The webhook events left to resolve by hand and the debts reversals left, asked again at each version. */
export function usePendingWork(version: number, fail: (failure: unknown) => void): { unresolved: WebhookEvent[]; debts: Debt[] } {
  const [unresolved, setUnresolved] = useState<WebhookEvent[]>([])
  const [debts, setDebts] = useState<Debt[]>([])
  useEffect(() => {
    const answers = effectAnswers()
    adminRequest('/payments/unresolved', unresolvedEventsSchema).then(
      answers.take((answer) => setUnresolved(answer.events)),
      answers.take(fail)
    )
    adminRequest('/payments/debts', debtListSchema).then(
      answers.take((answer) => setDebts(answer.debts)),
      answers.take(fail)
    )
    return answers.end
  }, [version])
  return { unresolved, debts }
}
