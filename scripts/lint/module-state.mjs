// State lives in stores (research/code-style-anchors.md "Move Logic from Components to Stores"): a
// module-level `let` or a module-level Map/Set that code fills is state no test can see or reset. Each becomes a
// nanostores atom (or a closure owned by one). A Set or Map that is a constant says so with a Readonly type.

const MESSAGE =
  'State lives in stores: no module-level `let`, `var` or Map/Set filled at run time in src/ (use an atom, or a closure a store owns; a constant Set or Map is typed ReadonlySet/ReadonlyMap).'

const TOP = ['Program >', 'Program > ExportNamedDeclaration >']
const MUTABLE_CONTAINER = 'NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]'
const NOT_READONLY = ':not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly/])'

/** no-restricted-syntax entries, merged into the src/ blocks of scripts/lint/boundaries.mjs (one rule, one option list). */
export const MODULE_STATE_SYNTAX = TOP.flatMap((top) => [
  { selector: `${top} VariableDeclaration[kind=/^(let|var)$/]`, message: MESSAGE },
  { selector: `${top} VariableDeclaration > VariableDeclarator${NOT_READONLY} > ${MUTABLE_CONTAINER}`, message: MESSAGE }
])
