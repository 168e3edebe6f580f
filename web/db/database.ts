/** What the shop service needs from a database: PGlite and a PostgreSQL server both provide it. */
export interface Queryable {
  /**
   * `name` makes it a prepared statement on PostgreSQL, parsed once per connection: for the hot paths
   * (session read, purchase). One name always stands for one SQL text. PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<{ rows: Row[] }>
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs `work` while holding a session-level advisory lock on one connection. */
  withAdvisoryLock<T>(key: number, work: (session: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** How the connections are used right now, for the metrics (web/metrics/scrape-gauges.ts). */
  poolUse?(): PoolUse
  /**
   * PGlite only: its data folder is locked to this process (data-dir-lock.ts) and every statement runs
   * here one turn at a time, so what a read saw stays true until the next turn starts.
   */
  readonly soleUser?: SoleUser
  /**
   * PGlite only: the database as a pg_dump SQL script (INSERTs), taken on one turn of the queue, so
   * nothing runs between its statements and the dump is one consistent state (web/backup/).
   */
  sqlDump?(): Promise<string>
}

export interface SoleUser {
  /** A read on a turn of its own, with that turn's number. */
  readOnTurn<Row = Record<string, unknown>>(sql: string): Promise<{ rows: Row[]; turn: number }>
  /** The number of the last turn started: equal to a read's, nothing ran since that read. */
  lastTurn(): number
}

export interface PoolUse {
  open: number
  idle: number
  /** Statements (or transactions) waiting for a connection. */
  waiting: number
  max: number
}
