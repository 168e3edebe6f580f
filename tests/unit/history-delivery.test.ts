import { describe, expect, it } from 'vitest'

import type { LineDelivery } from '../../src/core/contract/transactions.ts'
import { deliveryTexts } from '../../src/core/domain/history-delivery.ts'

const AT = '2026-12-07T14:45:00.000Z'
const on = (server: string, state: LineDelivery['state'], character: string | null = null): LineDelivery => ({
  state,
  at: state === 'delivered' ? AT : null,
  character,
  server
})

describe('a history line’s deliveries, as the player reads them', () => {
  it('one game server: the texts of docs/history.md, no server where they do not need one', () => {
    expect(deliveryTexts([on('Serveur Principal', 'delivered', 'Lucas Martin')])).toEqual(['Livré le 07/12/2026 15:45 à Lucas Martin'])
    expect(deliveryTexts([on('Serveur Principal', 'taken_back')])).toEqual(['Repris (remboursement)'])
    expect(deliveryTexts([on('Serveur Principal', 'cancelled')])).toEqual(['Annulé'])
  })

  it('a Grade on two game servers: every part names its server, so « Livré » is never read as the other’s', () => {
    expect(deliveryTexts([on('Serveur Principal', 'delivered'), on('Serveur Legacy', 'waiting')])).toEqual([
      'Livré le 07/12/2026 15:45 sur Serveur Principal',
      'En attente : connectez-vous sur Serveur Legacy'
    ])
    expect(deliveryTexts([on('Serveur Principal', 'taken_back'), on('Serveur Legacy', 'cancelled')])).toEqual([
      'Repris sur Serveur Principal (remboursement)',
      'Annulé sur Serveur Legacy'
    ])
    expect(deliveryTexts([on('Serveur Principal', 'delivered', 'Lucas Martin'), on('Serveur Legacy', 'in_progress')])).toEqual([
      'Livré le 07/12/2026 15:45 sur Serveur Principal à Lucas Martin',
      'En cours de livraison sur Serveur Legacy'
    ])
  })
})
