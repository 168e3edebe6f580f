import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { migrate } from '../../web/db/migrate.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { copyDatabase } from '../../web/move/copy-database.ts'
import { moveDifferences } from '../../web/move/verify-move.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { freshDatabase } from '../support/test-databases.ts'

/** A table a later migration might add, with the column types a generic copy must carry. */
const LATER_TABLE = `create table later_notes (
  id bigint generated always as identity primary key,
  parent_id bigint references later_notes (id),
  note text not null,
  written_at timestamptz not null default now(),
  payload jsonb,
  raw bytea,
  tags text[],
  amount numeric(12, 2),
  letters integer generated always as (char_length(note)) stored
)`

describe('copying a database table by table (npm run db:move)', () => {
  let source: Database
  let target: Database
  beforeAll(async () => {
    source = await freshDatabase('pglite')
    target = openPostgresDatabase(await createDatabase(inject('postgresUrl'), `test_copy_${randomBytes(4).toString('hex')}`), 2)
    await migrate(target)
    for (const db of [source, target]) await db.exec(LATER_TABLE)
    await source.exec(`insert into later_notes (note, parent_id, payload, raw, tags, amount, written_at) values
      ('premier', null, '{"a": [1, "é"]}', '\\x00ff', '{un,"deux mots"}', 12.5, '2026-01-01T10:00:00.123456Z')`)
    await source.exec(`insert into later_notes (note, parent_id) values ('réponse', 1)`)
    // The first row changes after the second exists: a copy in physical order would meet the child first.
    await source.exec(`update later_notes set note = 'premier, corrigé' where id = 1`)
    await source.exec(`update accounts set shop_tokens = shop_tokens - 100 where username = 'Emma_Roux';
      insert into ledger (account_id, delta, balance_after, reason, created_at)
        select id, -100, shop_tokens, 'Test', now() from accounts where username = 'Emma_Roux'`)
  })
  afterAll(async () => {
    await Promise.all([source.close(), target.close()])
  })

  it('copies every table, later ones included, value for value, sets the sequences, and finds no difference', async () => {
    const copied = await copyDatabase(source, target)
    expect(copied.get('later_notes')).toBe(2)
    expect(copied.has('schema_migrations')).toBe(false)
    expect(copied.get('products')).toBeGreaterThan(40)
    expect(await moveDifferences(source, target, copied.keys())).toEqual([])
    const notes =
      "select id::int, parent_id::int, note, payload, encode(raw, 'hex') as raw, tags, amount::text, written_at, letters from later_notes order by id"
    expect((await target.query(notes)).rows).toEqual((await source.query(notes)).rows)
    const next = await target.query<{ id: number }>(`insert into later_notes (note) values ('après') returning id::int`)
    expect(next.rows[0]?.id).toBe(3)
    const revision = 'select revision::text from catalog_revision'
    expect((await target.query(revision)).rows).toEqual((await source.query(revision)).rows)
  })

  it('reports a count, a balance or a stock that differs', async () => {
    await target.exec(`delete from later_notes where id = 3;
      update accounts set shop_tokens = shop_tokens + 1 where username = 'Emma_Roux';
      update product_stock_slots set units = units - 1
        where product_id = 105 and slot = (select min(slot) from product_stock_slots where product_id = 105 and units > 0);
      delete from contact_messages`)
    await source.exec(`insert into contact_messages (username, email, subject, text, client_address, created_at, next_attempt_at)
      values ('Joueur_1', 'j@example.com', 'Une question', 'Bonjour, une question.', '127.0.0.1', now(), now())`)
    const differences = await moveDifferences(source, target, ['later_notes', 'contact_messages', 'accounts'])
    expect(differences).toEqual([
      'table contact_messages : 1 lignes dans la source, 0 dans la cible',
      expect.stringMatching(/^compte \d+ : solde \d+, somme du registre \d+$/),
      expect.stringMatching(/^compte \d+ : solde \d+ avant, \d+ après$/),
      'produit 105 : stock 20 avant, 19 après'
    ])
  })
})
