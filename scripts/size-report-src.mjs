#!/usr/bin/env node
// Lists the files over 200 lines and the functions over 40 lines (lines of JSX markup not counted) in the
// folders given (default: src), CSS, tests and vendored files aside. Exits 1 when it lists anything.
//   node scripts/size-report-src.mjs [folder…] [--max-file=200] [--max-function=40]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import ts from 'typescript'

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('='))
)
const folders = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const MAX_FILE = Number(options['max-file'] ?? 200)
const MAX_FUNCTION = Number(options['max-function'] ?? 40)
const SOURCE = /\.(ts|tsx|mjs|js)$/
const SKIPPED = /(\.test\.|\.d\.ts$|\/vendor\/)/

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return SOURCE.test(name) && !SKIPPED.test(path) ? [path] : []
  })
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)
const isJsx = (node) => ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node)

function lineOf(source, position) {
  return source.getLineAndCharacterOfPosition(position).line
}

/** The lines of a function that are not JSX markup. */
function codeLines(source, fn) {
  const lines = new Set()
  for (let line = lineOf(source, fn.getStart(source)); line <= lineOf(source, fn.end); line++) lines.add(line)
  const dropJsx = (node) => {
    if (isJsx(node)) {
      for (let line = lineOf(source, node.getStart(source)); line <= lineOf(source, node.end); line++) lines.delete(line)
      return
    }
    ts.forEachChild(node, dropJsx)
  }
  ts.forEachChild(fn, dropJsx)
  return lines.size
}

function functionName(fn) {
  if (fn.name) return fn.name.getText()
  const parent = fn.parent
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText()
  return '(anonymous)'
}

function report(path) {
  const text = readFileSync(path, 'utf8')
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const findings = []
  const fileLines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (fileLines > MAX_FILE) findings.push(`${relative(process.cwd(), path)}: ${fileLines} lines (file)`)
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const lines = codeLines(source, node)
      const line = lineOf(source, node.getStart(source)) + 1
      if (lines > MAX_FUNCTION) findings.push(`${relative(process.cwd(), path)}:${line}: ${functionName(node)} ${lines} lines (function)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

const findings = (folders.length > 0 ? folders : ['src']).flatMap(sourceFiles).flatMap(report)
for (const finding of findings) console.log(finding)
if (findings.length > 0) process.exitCode = 1
else console.log(`No file over ${MAX_FILE} lines, no function over ${MAX_FUNCTION} lines.`)
