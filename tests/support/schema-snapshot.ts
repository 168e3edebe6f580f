import type { Queryable } from '../../web/db/database.ts'

/**
 * A database's schema as its catalogs describe it, one sorted line per object: functions (name, arguments, whole
 * definition with body and settings), triggers, columns (type, default, nullability), indexes, constraints and
 * views of the current schema. Two databases with equal snapshots run the shop's SQL the same way.
 */
export interface SchemaSnapshot {
  functions: string[]
  triggers: string[]
  columns: string[]
  indexes: string[]
  constraints: string[]
  views: string[]
}

const READS: Record<keyof SchemaSnapshot, string> = {
  functions: `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || pg_get_functiondef(p.oid) as line
                from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname = current_schema() and p.prokind = 'f'`,
  triggers: `select c.relname || ' ' || pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as line
               from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = current_schema() and not t.tgisinternal`,
  columns: `select table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' default ' ||
                   coalesce(column_default, '-') || ' nullable ' || is_nullable as line
              from information_schema.columns where table_schema = current_schema()`,
  indexes: `select tablename || ' ' || indexdef as line from pg_indexes where schemaname = current_schema()`,
  constraints: `select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as line
                  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
                 where n.nspname = current_schema()`,
  views: `select viewname || ' ' || definition as line from pg_views where schemaname = current_schema()`
}

export async function schemaSnapshot(db: Queryable): Promise<SchemaSnapshot> {
  const snapshot = {} as SchemaSnapshot
  for (const [part, sql] of Object.entries(READS) as [keyof SchemaSnapshot, string][]) {
    const { rows } = await db.query<{ line: string }>(sql)
    snapshot[part] = rows.map((row) => row.line).sort()
  }
  return snapshot
}

/** What one snapshot has that the other lacks, per part: empty lists when the schemas are the same. */
export function schemaDifferences(actual: SchemaSnapshot, expected: SchemaSnapshot): Record<string, string[]> {
  const differences: Record<string, string[]> = {}
  for (const part of Object.keys(READS) as (keyof SchemaSnapshot)[]) {
    const want = new Set(expected[part])
    const have = new Set(actual[part])
    const lines = [
      ...actual[part].filter((line) => !want.has(line)).map((line) => `+ ${line}`),
      ...expected[part].filter((line) => !have.has(line)).map((line) => `- ${line}`)
    ]
    if (lines.length > 0) differences[part] = lines
  }
  return differences
}
