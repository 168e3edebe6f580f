import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import ts from 'typescript'

import { REPO_ROOT } from './web-host.ts'

/** Words of French sentences: enough to tell "Aucun résultat" or "Page 2 sur 3" from a class name or a key. */
const FRENCH_WORDS =
  /(^|[\s'’(])(le|la|les|des|du|un|une|et|ou|pour|avec|sans|de|en|au|aux|sur|par|vous|votre|vos|est|sont|pas|ce|cette|ces|aucun|aucune|dans|qui|que|ne|plus|tous|toutes)(?=[\s'’),.:;!?]|$)/i
const ACCENTED = /[À-ÖØ-öø-ÿŒœ«»’]/
/** Attributes read by people (screen readers, tooltips, fields): any word there is a text. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-roledescription'])
const WORD = /\p{L}{2,}/u

const isFrench = (text: string) => ACCENTED.test(text) || FRENCH_WORDS.test(text)

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  return undefined
}

function offence(node: ts.Node): string | undefined {
  if (ts.isJsxText(node)) return WORD.test(node.text) ? node.text.trim() : undefined
  const text = literalText(node)
  if (text === undefined) return undefined
  // import '…' and the like are paths; a property name is a key.
  if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isLiteralTypeNode(node.parent)) return undefined
  // aria-label="…" and aria-label={`…${name}`} alike.
  const holder = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent
  const attribute = ts.isJsxAttribute(holder) ? holder.name.getText() : undefined
  if (attribute && READ_ATTRIBUTES.has(attribute)) return WORD.test(text) ? text : undefined
  return isFrench(text) ? text : undefined
}

/** Each French text written in `path` itself (JSX text, a read attribute, a string or template), with its line. */
export async function frenchLiterals(path: string): Promise<string[]> {
  const text = await readFile(join(REPO_ROOT, path), 'utf8')
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    const literal = offence(node)
    if (literal !== undefined)
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(literal)}`)
    else ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
