#!/usr/bin/env node
// Lists the files over 200 lines and the functions over 40 lines in web/ (or the folders given), tests and CSS excepted.
// A function's lines run from its first to its last line, nested functions included (as ESLint's max-lines-per-function
// counts them); a function whose body is JSX markup is left out.
//   node scripts/size-report.mjs [folder…]    exit 1 when anything is over
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

export const MAX_FILE_LINES = 200
export const MAX_FUNCTION_LINES = 40

const root = join(fileURLToPath(import.meta.url), '../..')

/** @returns {Promise<{ path: string, lines: number, name?: string, line?: number }[]>} what is over, files then functions */
export async function sizeReport(folders) {
  const over = []
  for (const folder of folders) {
    for (const path of await sourceFiles(join(root, folder))) {
      const text = await readFile(path, 'utf8')
      const shown = relative(root, path)
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
      if (lines > MAX_FILE_LINES) over.push({ path: shown, lines })
      for (const fn of longFunctions(path, text)) over.push({ path: shown, ...fn })
    }
  }
  return over
}

async function sourceFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|d)\.(ts|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function longFunctions(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found = []
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !returnsJsx(node.body)) {
      const first = lineOf(node.getStart(source))
      const lines = lineOf(node.getEnd()) - first + 1
      if (lines > MAX_FUNCTION_LINES) found.push({ name: functionName(node, source), line: first, lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function returnsJsx(body) {
  const isJsx = (node) => ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node)
  let jsx = false
  const visit = (node) => {
    if (jsx || (node !== body && ts.isFunctionLike(node))) return
    if (ts.isReturnStatement(node) && node.expression && isJsx(skipParentheses(node.expression))) jsx = true
    else ts.forEachChild(node, visit)
  }
  if (!ts.isBlock(body)) return isJsx(skipParentheses(body))
  visit(body)
  return jsx
}

function skipParentheses(node) {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node
}

function functionName(node, source) {
  if (node.name) return node.name.getText(source)
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source)
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).split('\n')[0].slice(-40)}(…)`
  return '(anonymous)'
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = await sizeReport(process.argv.length > 2 ? process.argv.slice(2) : ['web'])
  for (const { path, name, line, lines } of over) {
    console.log(
      name ? `${path}:${line} ${name}: ${lines} lines (max ${MAX_FUNCTION_LINES})` : `${path}: ${lines} lines (max ${MAX_FILE_LINES})`
    )
  }
  if (over.length > 0) process.exitCode = 1
  else console.log('size-report: nothing over the limits')
}
