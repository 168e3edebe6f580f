import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own config (eslint.config.mjs), without the type information: snippets that exist on no disk
// cannot join the TypeScript program, and none of these rules needs it.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [tseslint.configs.disableTypeChecked, { languageOptions: { parserOptions: { project: false, projectService: false } } }]
})

// Loading the config (typescript-eslint and its parser) takes seconds on a busy machine: once, before the tests.
beforeAll(() => eslint.calculateConfigForFile('src/main.tsx'), 120_000)

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('keeps the web host out of the player bundle', async () => {
    expect(await rulesBroken('src/ui/checkout/Bad.tsx', "import { getConfig } from '../../../web/config.ts'\nvoid getConfig\n")).toEqual([
      'no-restricted-imports'
    ])
    expect(await rulesBroken('src/main-bad.ts', "export const load = () => import('../web/app.ts')\n")).toEqual(['no-restricted-syntax'])
  })

  it('keeps the bundle out of the web host, which may import only src/core', async () => {
    expect(await rulesBroken('web/routes/bad.ts', "export { App } from '../../src/ui/App.tsx'\n")).toEqual(['no-restricted-imports'])
    expect(await rulesBroken('web/bad.ts', "import '../src/stores/basket.ts'\n")).toEqual(['no-restricted-imports'])
    expect(await rulesBroken('web/routes/fine.ts', "export { basketTotal } from '../../src/core/domain/money.ts'\n")).toEqual([])
  })

  it('keeps src/core free of the bundle, the web host and the resource', async () => {
    for (const target of ['../../ui/App.tsx', '../../../web/config.ts', '../../../overlay/src/shared/x.ts', '../../stores/basket.ts']) {
      expect(await rulesBroken('src/core/domain/bad.ts', `export * from '${target}'\n`), target).toEqual(['no-restricted-imports'])
    }
    expect(await rulesBroken('src/core/domain/fine.ts', "export * from '../contract/catalog.ts'\nexport * from './money.ts'\n")).toEqual([])
  })
})

const LET_COUNT = 'export let count = 0\nexport const bump = () => (count += 1)\n'

describe('module state', { timeout: 30_000 }, () => {
  it('refuses a module-level let or a Map/Set filled at run time in src/, the shared core included', async () => {
    for (const file of ['src/stores/bad.ts', 'src/core/domain/bad.ts', 'src/admin/stores/bad.ts']) {
      expect(await rulesBroken(file, LET_COUNT), file).toEqual(['no-restricted-syntax'])
      expect(await rulesBroken(file, 'const seen = new Set<string>()\nexport const see = (id: string) => seen.add(id)\n'), file).toEqual([
        'no-restricted-syntax'
      ])
    }
  })

  it('lets atoms, closures, constants and readonly sets be', async () => {
    const code = [
      "import { atom } from 'nanostores'",
      'export const $count = atom(0)',
      "const KINDS: ReadonlySet<string> = new Set(['a'])",
      'export const isKind = (kind: string) => KINDS.has(kind)',
      'export function counter() {',
      '  let count = 0',
      '  return () => (count += 1)',
      '}',
      ''
    ].join('\n')
    expect(await rulesBroken('src/stores/fine.ts', code)).toEqual([])
    expect(await rulesBroken('web/fine.ts', LET_COUNT)).toEqual([])
  })
})

describe('size and test rules', { timeout: 30_000 }, () => {
  const lines = (count: number, line: string) => Array.from({ length: count }, () => line).join('\n')

  it('refuses a function over 40 lines, but not a component whose length is its markup', async () => {
    expect(await rulesBroken('src/lib/long.ts', `export function long() {\n${lines(40, '  console.log(1)')}\n}\n`)).toEqual([
      'local/max-function-lines'
    ])
    const component = `export function Page() {\n  const title = 'Boutique'\n  return (\n    <main>\n${lines(60, '      <p>{title}</p>')}\n    </main>\n  )\n}\n`
    expect(await rulesBroken('src/ui/Page.tsx', component)).toEqual([])
  })

  it('refuses a file over 200 lines outside tests', async () => {
    expect(await rulesBroken('src/lib/big.ts', `${lines(201, 'console.log(1)')}\n`)).toEqual(['max-lines'])
  })

  it('refuses .only in tests', async () => {
    const code = "import { it } from 'vitest'\nit.only('runs alone', () => {})\n"
    expect(await rulesBroken('tests/unit/focused.test.ts', code)).toEqual(['no-restricted-properties'])
  })
})
