import { rm } from 'node:fs/promises'

import { expect, it } from 'vitest'

import { buyProductsErrorSchema, buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { callHost, playerFromGame } from '../support/host-players.ts'
import { sameHostData } from '../support/same-host-data.ts'
import { startWebHost } from '../support/web-host.ts'

const SERVER_KEY = 'cle-refus-'.padEnd(48, 'R')

/**
 * buy_products() answers data (migration 025); what reaches a player over TCP from the built host is French: a refused
 * line, a suspended player (refused by the function's one read of the account, no more by an orders trigger), and
 * the success text worded around the character's name, never a code or a control character.
 */
it('the built host on PostgreSQL words refused lines, a suspended player and a purchase in French', async () => {
  const folders: string[] = []
  const data = await sameHostData('postgres', SERVER_KEY, folders)
  const host = await startWebHost({ env: data.env, dataDir: data.dataDir })
  const db = await data.open()
  try {
    const player = await playerFromGame(host.url, SERVER_KEY, 1, 50_000)
    const asPlayer = { authorization: `Bearer ${player.sessionToken}`, gameServer: 'main' }
    const buy = (products: Record<string, { amount: number; isFromDailyShop: boolean }>) =>
      callHost(host.url, 'POST', '/api/buyProducts', { characterDbId: player.characterId, products }, asPlayer)
    const line = { amount: 1, isFromDailyShop: false }

    const refused = await buy({ '999999': line, '1': line })
    expect(refused.status).toBe(409)
    expect(buyProductsErrorSchema.parse(await refused.json())).toEqual({
      error: "Désolé, ce produit n'est plus disponible.",
      itemErrors: {
        '1': {
          err: 'UNAVAILABLE',
          message: 'Ce produit s’achète en euros, pas en Unions.',
          updatedProduct: expect.objectContaining({ id: 1 })
        },
        '999999': { err: 'UNKNOWN_PRODUCT', message: "Désolé, ce produit n'est plus disponible.", updatedProduct: null }
      }
    })

    const account = 'select account_id from characters where id = $1'
    await db.query(`update accounts set purchases_blocked_at = now() where id = (${account})`, [player.characterId])
    const blocked = await buy({ '201': line })
    expect(blocked.status).toBe(403)
    expect(await blocked.json()).toEqual({ error: 'Vos achats sont suspendus par l’équipe. Contactez-nous pour en savoir plus.' })

    await db.query(`update accounts set purchases_blocked_at = null where id = (${account})`, [player.characterId])
    const bought = await buy({ '201': line })
    expect(bought.status).toBe(200)
    const name = await db.query<{ name: string }>("select firstname || ' ' || lastname as name from characters where id = $1", [
      player.characterId
    ])
    expect(buyProductsResponseSchema.parse(await bought.json()).success).toBe(
      `Achat effectué : vos objets arrivent en jeu sur ${name.rows[0]?.name}.`
    )
  } finally {
    await db.close()
    expect(await host.stop()).toBe(0)
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  }
})
