#!/usr/bin/env node
// The inner loop (npm run test:quick, under 2 minutes on 2 cores): what a change needs most, not every test.
// In one vitest run (`vitest related`, one database setup): the unit project, the API files of the shop's contract
// and money (QUICK below), and the unit and API files that import what the change touches: the uncommitted change,
// or everything since the commit given as argument (npm run test:quick -- origin/main).
// The e2e files run the built host and Chromium, far from a quick loop: `npm test` runs them, or name one
// (npx vitest run tests/e2e/basket.test.ts). Lint and types: npx eslint <files>, npm run typecheck.
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

/** The contract and the money paths: routes, refusals in French, purchases, the purchase rules, deliveries. */
const QUICK = [
  'tests/api/shop-api.test.ts',
  'tests/api/validation-wording.test.ts',
  'tests/api/purchase-rules.test.ts',
  'tests/api/purchases.test.ts',
  'tests/api/deliveries.test.ts'
]
const SOURCES = /^(src|web|overlay|tests)\/.*\.(ts|tsx|mjs)$/

function changedFiles(since) {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
  const changed = [...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]
  return [...new Set(changed)].filter((path) => SOURCES.test(path) && !path.startsWith('tests/e2e/'))
}

const unitFiles = readdirSync('tests/unit')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/unit/${name}`)
const touched = changedFiles(process.argv[2])
console.log(`==> test:quick: ${unitFiles.length} unit files, ${QUICK.length} API files, and what imports ${touched.length} changed file(s)`)
const args = [
  'vitest',
  'related',
  '--run',
  '--project',
  'unit',
  '--project',
  'api',
  '--project',
  'api-mocks',
  ...new Set([...unitFiles, ...QUICK, ...touched])
]
process.exit(spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1)
