import type { Queryable } from '../../web/db/database.ts'

/** Every row of every table, as JSON text sorted, keyed by table, with each table's columns. */
export type TableRows = Map<string, { columns: string[]; rows: string[] }>

export async function tableRows(db: Queryable): Promise<TableRows> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`
  )
  const tables: TableRows = new Map()
  for (const { table_name: table, columns } of rows) tables.set(table, { columns, rows: await rowsOf(db, table, columns) })
  return tables
}

/** The rows of `table`, only its `columns` (those it had before an upgrade), each as JSON text, sorted. */
export async function rowsOf(db: Queryable, table: string, columns: readonly string[]): Promise<string[]> {
  const list = columns.map((column) => `"${column}"`).join(', ')
  const { rows } = await db.query<{ row: string }>(`select row_to_json(t)::text as row from (select ${list} from "${table}") t order by 1`)
  return rows.map((row) => row.row)
}
