// ESLint: typescript-eslint's type-aware rules, the import boundaries between src/core, the bundle and the web
// host, the size limits, no `.only` in tests. Formatting is Prettier's (.prettierrc.json): no style rules here.
import js from '@eslint/js'
import compat from 'eslint-plugin-compat'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { BOUNDARIES } from './scripts/lint/boundaries.mjs'
import { maxFunctionLines } from './scripts/lint/max-function-lines.mjs'
import { FILE_LINES, FUNCTION_LINES, TEMPORARY_LINT_EXCEPTIONS } from './scripts/lint/size-offenders.mjs'

const TYPESCRIPT = ['**/*.ts', '**/*.tsx', '**/*.mts']
const TESTS = ['tests/**']
const MAX_FILE_LINES = 200
const MAX_FUNCTION_LINES = 40
// scripts/size-offenders.mjs lints with every exception lifted to list them anew.
const EXCEPTIONS = process.env.BOUTIQUE_LINT_NO_EXCEPTIONS !== '1'

export default tseslint.config(
  // bench/reference: the conventional stack the bench compares with, written as such an app is, on its own install.
  { name: 'ignored', ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'tests/e2e/screenshots/**', 'bench/reference/**'] },
  { name: 'options', linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    name: 'globals',
    languageOptions: { globals: { ...globals.node, ...globals.browser } }
  },
  // Type-aware rules on every TypeScript file; each tsconfig covers its own part (overlay's entry points see FiveM).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPESCRIPT })),
  {
    name: 'typescript',
    files: TYPESCRIPT,
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './overlay/tsconfig.client.json', './overlay/tsconfig.server.json'],
        tsconfigRootDir: import.meta.dirname
      }
    },
    rules: {
      // Numbers and booleans read fine in a message; objects and undefined are what this rule is for.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // An async handler on an element is how React's API takes one: only the promise-for-boolean mistakes count.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Tests and mocks of interfaces write async functions without await on purpose.
      '@typescript-eslint/require-await': 'off'
    }
  },
  {
    name: 'tests',
    files: TESTS,
    rules: {
      // expect(object.method).toHaveBeenCalled() and the like pass methods unbound by design.
      '@typescript-eslint/unbound-method': 'off',
      // Tests read JSON answers and page state as they come (any) and assert on them: the assertion is the check.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins for fetch read the address with String(input): the code under test passes strings or URLs.
      '@typescript-eslint/no-base-to-string': 'off',
      // `.only` would silence every other test of the file (vitest's allowOnly is off too: vitest.config.ts).
      'no-restricted-properties': ['error', ...['describe', 'it', 'test'].map((object) => ({ object, property: 'only' }))]
    }
  },
  {
    // What runs in players' browsers uses only what build.mjs's targets have (esbuild lowers syntax, never APIs):
    // AbortSignal.timeout or Object.hasOwn would fail in Safari 15 and leave a player logged out without a word.
    name: 'browser-targets',
    files: ['src/**/*.ts', 'src/**/*.tsx', 'overlay/src/host/**/*.ts'],
    ignores: TESTS,
    plugins: { compat },
    settings: { browsers: ['chrome >= 103', 'firefox >= 115', 'safari >= 15'], lintAllEsApis: true },
    rules: {
      'compat/compat': 'error',
      // Safari 16 and 17.4: compat's data does not know these static methods (src/api/fetch-json.ts times out itself).
      'no-restricted-properties': [
        'error',
        ...['timeout', 'any'].map((property) => ({
          object: 'AbortSignal',
          property,
          message: 'Safari 15 lacks it: an AbortController and a timer.'
        }))
      ]
    }
  },
  ...BOUNDARIES,
  {
    name: 'size',
    ignores: TESTS,
    plugins: { local: { rules: { 'max-function-lines': maxFunctionLines } } },
    rules: {
      'max-lines': ['error', { max: MAX_FILE_LINES }],
      'local/max-function-lines': ['error', { max: MAX_FUNCTION_LINES }]
    }
  },
  // Today's offenders, each held at its size of today: the lists only shrink (node scripts/size-offenders.mjs).
  ...Object.entries(EXCEPTIONS ? FILE_LINES : {}).map(([file, max]) => ({
    name: `size/file-lines/${file}`,
    files: [file],
    rules: { 'max-lines': ['error', { max }] }
  })),
  ...Object.entries(EXCEPTIONS ? FUNCTION_LINES : {}).map(([file, max]) => ({
    name: `size/function-lines/${file}`,
    files: [file],
    rules: { 'local/max-function-lines': ['error', { max }] }
  })),
  // TEMPORARY: src/, web/ and overlay/ files still breaking a rule when the linter arrived (same script).
  ...(EXCEPTIONS ? TEMPORARY_LINT_EXCEPTIONS : [])
)
