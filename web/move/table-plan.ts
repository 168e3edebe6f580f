import type { Queryable } from '../db/database.ts'

/** One table to copy: its columns (generated ones left out: the target computes them) and a stable row order. */
export interface TablePlan {
  name: string
  columns: string[]
  /** The primary key's columns, else the physical order: a row referring to an earlier one of its table comes after it. */
  orderBy: string[]
}

/** Each migration run writes its own schema_migrations and schema_functions rows: the target has them already. */
const NOT_COPIED = new Set(['schema_migrations', 'schema_functions'])

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * Every table of the database's schema, read from the catalogue (tables added later need no change
 * here), parents before the tables whose foreign keys point at them.
 */
export async function tablesInCopyOrder(db: Queryable): Promise<TablePlan[]> {
  const tables = await db.query<{ name: string; columns: string[]; key: string[] | null }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
                   and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns,
            (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, position)
                            join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.position)
               from pg_index i where i.indrelid = c.oid and i.indisprimary) as key
       from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`
  )
  const references = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint f join pg_class child on child.oid = f.conrelid join pg_class parent on parent.oid = f.confrelid
      where f.contype = 'f' and f.connamespace = current_schema()::regnamespace and f.conrelid <> f.confrelid`
  )
  const plans = tables.rows
    .filter((table) => !NOT_COPIED.has(table.name))
    .map((table) => ({ name: table.name, columns: table.columns, orderBy: table.key?.length ? table.key : ['ctid'] }))
  return parentsFirst(plans, references.rows)
}

function parentsFirst(plans: TablePlan[], references: { child: string; parent: string }[]): TablePlan[] {
  const ordered: TablePlan[] = []
  const placed = new Set<string>()
  const known = new Set(plans.map((plan) => plan.name))
  let remaining = plans
  while (remaining.length > 0) {
    const ready = remaining.filter((plan) =>
      references.every((ref) => ref.child !== plan.name || placed.has(ref.parent) || !known.has(ref.parent))
    )
    if (ready.length === 0) {
      throw new Error(`les clés étrangères de ${remaining.map((plan) => plan.name).join(', ')} forment un cycle : copie impossible`)
    }
    for (const plan of ready) placed.add(plan.name)
    ordered.push(...ready)
    remaining = remaining.filter((plan) => !placed.has(plan.name))
  }
  return ordered
}
