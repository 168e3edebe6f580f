import { readFile } from 'node:fs/promises'

import { defineConfig, type Plugin } from 'vitest/config'

import LongestFirstSequencer from './tests/support/longest-first-sequencer.ts'

/** Migrations are imported as text, as esbuild's 'text' loader does in the build. */
const sqlAsText: Plugin = {
  name: 'sql-as-text',
  async load(id) {
    if (!id.endsWith('.sql')) return null
    return `export default ${JSON.stringify(await readFile(id, 'utf8'))}`
  }
}

/** The API files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_FILES = ['tests/api/fuzz-login-routes.test.ts']

/** What both API projects share: worker threads, one PostgreSQL cluster and the host's demo data for the run. */
const API = {
  // Worker threads of one process instead of processes: PGlite's WebAssembly (9 MB) is compiled once per process.
  pool: 'threads' as const,
  globalSetup: ['tests/support/global-postgres.ts', 'tests/support/host-data-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000
}

/** What both e2e projects share: the built host as a process, Chromium, generous time. */
const E2E = {
  globalSetup: ['tests/support/host-data-template.ts'],
  testTimeout: 60_000,
  hookTimeout: 90_000,
  fileParallelism: true,
  // No e2e file mocks a module or keeps state in one: a worker imports puppeteer and the helpers once.
  isolate: false
}

/** The flows the React build must pass too: login, basket, Unions purchase, cash checkout, in game, nothing cut or technical, failed requests. */
const REACT_FLOWS = [
  'login',
  'basket',
  'purchase-flow',
  'cash-checkout',
  'cash-checkout-phone',
  'pending-order',
  'in-game',
  'checkout-after-payment',
  'purchase-refusal',
  'nothing-cut',
  'request-failures',
  'page-timers',
  'react-on-preact'
].map((flow) => `tests/e2e/${flow}.test.ts`)

export default defineConfig({
  plugins: [sqlAsText],
  esbuild: { jsx: 'automatic' },
  test: {
    // A forgotten `.only` fails the run instead of skipping every other test (eslint.config.mjs says the same).
    allowOnly: false,
    // The e2e files mostly wait on timers and the network: three at once halve the run on 2 cores.
    maxWorkers: 3,
    // npm run test:coverage: what the tests run in-process (the built host and the bundle run in processes of their own).
    coverage: {
      provider: 'v8',
      include: ['src/**', 'web/**', 'overlay/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage'
    },
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [sqlAsText],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', pool: 'threads' }
      },
      {
        plugins: [sqlAsText],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: MOCKING_FILES,
          // A worker thread keeps its modules from file to file, as the e2e projects do: web/ and its libraries
          // are imported once per worker, not once per file.
          isolate: false,
          ...API
        }
      },
      {
        // The files that replace a module (vi.mock) get a module graph of their own.
        plugins: [sqlAsText],
        test: { name: 'api-mocks', include: MOCKING_FILES, ...API }
      },
      {
        plugins: [sqlAsText],
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], provide: { shopBuild: 'preact' }, ...E2E }
      },
      {
        // The main flows again on real React (node build.mjs --react): the code is React's, the shipped build preact's.
        plugins: [sqlAsText],
        test: { name: 'e2e-react', include: REACT_FLOWS, provide: { shopBuild: 'react' }, ...E2E }
      }
    ]
  }
})
