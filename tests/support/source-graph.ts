import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'

import ts from 'typescript'

import { REPO_ROOT } from './web-host.ts'

/** One import or re-export of a module: the names taken ('*' for all of them), type-only ones included. */
export interface ModuleUse {
  /** The module's path from the repository's root. */
  target: string
  names: string[]
  /** `export … from`: the names taken are also this file's exports (under `as` names). */
  reExports: { from: string; as: string }[]
}

export interface SourceFile {
  path: string
  uses: ModuleUse[]
  exports: string[]
  /** How often each identifier occurs in the file (a declaration counts once). */
  identifiers: Map<string, number>
}

/** The folders whose files import one another; node_modules, dist and generated data are outside. */
const FOLDERS = ['src', 'web', 'overlay', 'scripts', 'tests', 'bench']
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const SKIPPED = /(^|\/)(node_modules|dist|screenshots)(\/|$)/

async function listSources(): Promise<string[]> {
  const rootFiles = (await readdir(REPO_ROOT)).filter((name) => SOURCE.test(name))
  const nested = await Promise.all(
    FOLDERS.map(async (folder) => {
      const entries = await readdir(join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
      return entries
        .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
        .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)))
    })
  )
  return [...rootFiles, ...nested.flat()].filter((path) => !SKIPPED.test(path) && !path.endsWith('.d.ts')).sort()
}

/** A relative specifier to a file of the repository; packages and missing files give undefined. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(REPO_ROOT, dirname(from), specifier)
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && SOURCE.test(candidate)
  )
  return found && relative(REPO_ROOT, found)
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)

function declaredExports(statement: ts.Statement): string[] {
  if (ts.isExportAssignment(statement)) return ['default']
  if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) return []
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : []
    )
  }
  const named = statement as ts.Statement & { name?: ts.Identifier }
  return hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? ['default'] : named.name ? [named.name.text] : []
}

function importedNames(clause: ts.ImportClause | undefined): string[] {
  if (!clause) return []
  const names = clause.name ? ['default'] : []
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) return [...names, '*']
  for (const element of bindings?.elements ?? []) names.push((element.propertyName ?? element.name).text)
  return names
}

function readStatement(path: string, statement: ts.Statement, file: SourceFile): void {
  file.exports.push(...declaredExports(statement))
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const target = resolveSpecifier(path, statement.moduleSpecifier.text)
    if (target) file.uses.push({ target, names: importedNames(statement.importClause), reExports: [] })
  }
  if (!ts.isExportDeclaration(statement)) return
  const clause = statement.exportClause
  const pairs =
    clause && ts.isNamedExports(clause)
      ? clause.elements.map((element) => ({ from: (element.propertyName ?? element.name).text, as: element.name.text }))
      : []
  if (clause && ts.isNamespaceExport(clause)) pairs.push({ from: '*', as: clause.name.text })
  const specifier = statement.moduleSpecifier
  if (!specifier || !ts.isStringLiteral(specifier)) return void file.exports.push(...pairs.map((pair) => pair.as))
  const target = resolveSpecifier(path, specifier.text)
  if (!target) return
  // `export * from`: every name of the target passes through.
  file.uses.push({ target, names: [], reExports: clause ? pairs : [{ from: '*', as: '*' }] })
  file.exports.push(...pairs.map((pair) => pair.as))
}

/** import('./x.ts') anywhere in the file: the whole module is in use. Counts the identifiers on the way. */
function dynamicImports(path: string, source: ts.SourceFile, identifiers: Map<string, number>): ModuleUse[] {
  const uses: ModuleUse[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) identifiers.set(node.text, (identifiers.get(node.text) ?? 0) + 1)
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      const target = argument && ts.isStringLiteral(argument) ? resolveSpecifier(path, argument.text) : undefined
      if (target) uses.push({ target, names: ['*'], reExports: [] })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

/** Every source file of the repository with what it imports (type-only imports included) and exports. */
export async function readSourceGraph(): Promise<Map<string, SourceFile>> {
  const files = new Map<string, SourceFile>()
  for (const path of await listSources()) {
    const text = await readFile(join(REPO_ROOT, path), 'utf8')
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
    const file: SourceFile = { path, uses: [], exports: [], identifiers: new Map() }
    for (const statement of source.statements) readStatement(path, statement, file)
    file.uses.push(...dynamicImports(path, source, file.identifiers))
    files.set(path, file)
  }
  return files
}
