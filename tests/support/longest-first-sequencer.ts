import { relative } from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Seconds the longest files took in a whole run on 2 cores (2026-12-07); the others go by their project. */
const EXPECTED_SECONDS: Record<string, number> = {
  'tests/e2e/in-game.test.ts': 72,
  'tests/api/cfx-login.test.ts': 72,
  'tests/e2e/web-host.test.ts': 65,
  'tests/api/crash.test.ts': 62,
  'tests/e2e/player-view.test.ts': 60,
  'tests/api/fuzz-staff-routes.test.ts': 55,
  'tests/e2e/cash-checkout.test.ts': 50,
  'tests/e2e/browse.test.ts': 45,
  'tests/e2e/routes.test.ts': 45,
  'tests/api/backup.test.ts': 45,
  'tests/api/delivery-restarts.test.ts': 44,
  'tests/e2e/security.test.ts': 40,
  'tests/e2e/admin-back-office.test.ts': 40,
  'tests/e2e/layout-overflow-player.test.ts': 38,
  'tests/e2e/layout-overflow-player-2.test.ts': 36,
  'tests/e2e/layout-overflow.test.ts': 31,
  'tests/e2e/layout-overflow-visitor-2.test.ts': 29,
  'tests/api/demo-guard.test.ts': 55,
  'tests/api/migration-upgrades-pglite.test.ts': 30,
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
