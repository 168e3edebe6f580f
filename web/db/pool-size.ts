/**
 * Connections a host keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise: node-postgres's own default, and
 * what the purchases bench found fastest on two cores (docs/unions-purchase.md, « Connections »). Its own module: the
 * settings read it without loading the database driver.
 */
export const DATABASE_POOL_DEFAULT = 10
