import { describeUpgrades } from '../support/migration-upgrades.ts'

// Every earlier state of the migrations upgraded on PGlite; PostgreSQL's in migration-upgrades.test.ts.
describeUpgrades('pglite')
