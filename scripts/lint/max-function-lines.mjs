// local/max-function-lines: ESLint's max-lines-per-function, but JSX markup does not count. A component's
// markup reads as one screen whatever its length; the logic around it is what must stay short.
// A function's lines run from its first to its last line, blanks and comments included (as wc -l counts
// them), less the lines its markup covers. Nested functions count in their parent too, as in ESLint's rule.

/** @type {import('eslint').Rule.RuleModule} */
export const maxFunctionLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the lines of a function, JSX markup excepted' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: { tooLong: '{{name}} has {{lines}} lines (JSX markup aside); at most {{max}}.' }
  },
  create(context) {
    const max = context.options[0]?.max ?? 40
    /** Per function, the lines its own markup covers (the outermost JSX inside it, outside any inner function too). */
    const jsxLines = new Map()
    const functions = []
    const markJsx = (node) => {
      const ancestors = context.sourceCode.getAncestors(node).reverse()
      const nearest = ancestors.findIndex((ancestor) => isJsx(ancestor) || FUNCTIONS.has(ancestor.type))
      // Inside other markup of the same function: that markup already covers these lines.
      if (nearest === -1 || isJsx(ancestors[nearest])) return
      for (const owner of ancestors.slice(nearest).filter((ancestor) => FUNCTIONS.has(ancestor.type))) {
        const lines = jsxLines.get(owner) ?? new Set()
        for (let line = node.loc.start.line; line <= node.loc.end.line; line += 1) lines.add(line)
        jsxLines.set(owner, lines)
      }
    }
    const remember = (node) => {
      // Immediately invoked functions are their parent's code, as ESLint's rule leaves them by default.
      if (node.parent?.type === 'CallExpression' && node.parent.callee === node) return
      functions.push(node)
    }
    return {
      JSXElement: markJsx,
      JSXFragment: markJsx,
      FunctionDeclaration: remember,
      FunctionExpression: remember,
      ArrowFunctionExpression: remember,
      'Program:exit'() {
        for (const node of functions) {
          const { start, end } = node.loc
          const markup = jsxLines.get(node) ?? new Set()
          let lines = 0
          for (let line = start.line; line <= end.line; line += 1) if (!markup.has(line)) lines += 1
          if (lines > max) context.report({ node, messageId: 'tooLong', data: { name: functionName(node), lines, max } })
        }
      }
    }
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])

const isJsx = (node) => node.type === 'JSXElement' || node.type === 'JSXFragment'

function functionName(node) {
  if (node.id?.name) return `Function '${node.id.name}'`
  const parent = node.parent
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return `Function '${parent.id.name}'`
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.key.type === 'Identifier') {
    return `Method '${parent.key.name}'`
  }
  return 'This function'
}
