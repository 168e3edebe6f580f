import { afterEach, describe, expect, it } from 'vitest'

import { BOUTIQUE_ACES } from '../support/fake-fivem-acl.ts'
import { FiveMServer } from '../support/fivem/fivem-server.ts'
import { scriptResource } from '../support/fivem/script-resource.ts'
import { until } from '../support/fivem/settle.ts'
import { ShopRecorder } from '../support/fivem/shop-recorder.ts'

// The built resource script (dist/boutique/server.js) with FXServer's ACL, state bags and KVP as the harness plays them:
// the Grades' natives as overlay/src/server/main.ts binds them (overlay/README.md "Grades").
const CONVARS = { boutique_shop_url: 'http://127.0.0.1:9', boutique_server_name: 'main', boutique_server_key: 'k'.repeat(40) }

let server: FiveMServer | undefined
afterEach(() => server?.stop('boutique'))

describe('Grades through the built resource script', () => {
  it('at a join, sets the state bag, the ACE group on the identifier and getGrade; server.cfg groups untouched', async () => {
    const shop = new ShopRecorder()
    shop.grade = { tier: 2, rank: 'vip' }
    server = new FiveMServer(CONVARS)
    server.acl.config(...BOUTIQUE_ACES, 'add_principal identifier.fivem:100001 group.admin')
    server.define('boutique', scriptResource({ fetch: shop.fetch })).ensure('boutique')
    server.tick()
    const lucas = server.join(['license:abc123', 'fivem:100001'], 'Lucas')
    await until(() => server?.stateBags.has(`player:${lucas.source}:boutiqueGrade`) ?? false, 'the state bag set')
    expect(server.stateBags.get(`player:${lucas.source}:boutiqueGrade`)).toEqual({ tier: 2, rank: 'vip' })
    expect(server.acl.parentsOf('identifier.fivem:100001').sort()).toEqual(['group.admin', 'group.vip'])
    expect(server.runtime('boutique')?.call('boutique', 'getGrade', lucas.source)).toEqual({ tier: 2, rank: 'vip' })
    expect(server.logsOf('boutique').join('\n')).not.toContain('add_ace')
  })

  it('without the two add_ace lines, says which to add and touches no principal', async () => {
    const shop = new ShopRecorder()
    shop.grade = { tier: 1, rank: 'vip' }
    server = new FiveMServer(CONVARS)
    server.define('boutique', scriptResource({ fetch: shop.fetch })).ensure('boutique')
    server.tick()
    server.join(['fivem:100001'], 'Lucas')
    await until(() => shop.callsTo('/api/server/players/').length === 1, 'the player saved')
    const logs = server.logsOf('boutique').join('\n')
    for (const line of BOUTIQUE_ACES) expect(logs).toContain(line)
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual([])
  })
})
