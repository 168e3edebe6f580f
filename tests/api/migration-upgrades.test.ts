import { describeUpgrades } from '../support/migration-upgrades.ts'

// Every earlier state of the migrations upgraded on PostgreSQL; PGlite's in migration-upgrades-pglite.test.ts.
describeUpgrades('postgres')
