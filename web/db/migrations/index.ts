import catalogue from './001_catalogue.sql'

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Applied in order, each once; never edit one that has shipped, add the next number. */
export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: 'catalogue', sql: catalogue }]
