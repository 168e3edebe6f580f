import { relative } from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Seconds the longest files took in a whole run on 2 cores (2026-11-23); the others go by their project. */
const EXPECTED_SECONDS: Record<string, number> = {
  'tests/e2e/layout-overflow.test.ts': 60,
  'tests/e2e/layout-overflow-player.test.ts': 60,
  'tests/e2e/admin-back-office.test.ts': 75,
  'tests/e2e/player-view.test.ts': 100,
  'tests/e2e/routes.test.ts': 45,
  'tests/e2e/cash-checkout.test.ts': 89,
  'tests/e2e/security.test.ts': 87,
  'tests/e2e/web-host.test.ts': 81,
  'tests/e2e/browse.test.ts': 80,
  'tests/api/migration-upgrades-pglite.test.ts': 30,
  'tests/api/cfx-login.test.ts': 68,
  'tests/api/crash.test.ts': 58,
  'tests/e2e/in-game.test.ts': 60,
  'tests/api/limits.test.ts': 48,
  'tests/api/backup.test.ts': 45,
  'tests/api/db-move.test.ts': 40,
  'tests/api/demo-guard.test.ts': 50,
  'tests/api/connection-limits.test.ts': 30
}
const PROJECT_SECONDS: Record<string, number> = { e2e: 40, api: 15, 'api-mocks': 30 }

/**
 * Longest files first, so that no long file starts late and runs alone at the end. Vitest's own order
 * uses durations cached under node_modules, which a fresh clone in CI does not have.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = (file: TestSpecification) =>
      EXPECTED_SECONDS[relative(file.project.config.root, file.moduleId)] ?? PROJECT_SECONDS[file.project.name] ?? 0
    return Promise.resolve([...files].sort((a, b) => expected(b) - expected(a)))
  }
}
