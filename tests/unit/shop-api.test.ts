import { describe, expect, it } from 'vitest'

import { createShopApi } from '../../overlay/src/server/shop-api.ts'

describe('the resource’s calls to the game-server API', () => {
  it('each carries the server key and names its game server, so the shop refuses it another server’s deliveries', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = []
    const fetchSpy: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), headers: init?.headers as Record<string, string> })
      const path = new URL(String(input)).pathname
      if (path.endsWith('/grants')) return Response.json({ status: 'claimed', granted: 1, of: 2 })
      if (path.endsWith('/release')) return Response.json({ released: true })
      return Response.json({ deliveries: [], claimedUntil: '2026-12-07T10:02:00.000Z' })
    }
    const api = createShopApi({
      shopUrl: 'https://boutique.example.fr',
      serverKey: 'k'.repeat(40),
      serverName: 'legacy',
      fetch: fetchSpy,
      mainThread: async () => undefined
    })
    await api.claimDeliveries('legacy', [])
    await api.grantGiven(7, { unit: 1, grant: 0 })
    await api.release(7)
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([
      '/api/server/deliveries/claim',
      '/api/server/deliveries/7/grants',
      '/api/server/deliveries/7/release'
    ])
    for (const { headers } of sent) expect(headers).toMatchObject({ authorization: `Bearer ${'k'.repeat(40)}`, gameServer: 'legacy' })
  })
})
