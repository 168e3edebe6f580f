// The import boundaries between the shared core, the player bundle and the web host, as ESLint config blocks.
// no-restricted-imports matches the import's text, and imports here are relative: whether '../../web/x.ts'
// leaves a folder depends on how deep the importing file sits. So each boundary is one block per depth, whose
// patterns climb exactly as far as needed from there.

import { MODULE_STATE_SYNTAX } from './module-state.mjs'

const MAX_DEPTH = 8

/** `count` times '../' (after an optional './'), as a regular expression anchored at the import's start. */
const up = (count) => `^(\\./)?(\\.\\./){${count}}`

/**
 * One boundary: files under `zone` may not import what `forbidden(depth)` matches, `depth` being the number of
 * folders between `zone` and the file.
 * `syntax`: more no-restricted-syntax entries for the zone (a later block would replace this rule's list, not add to it).
 * @param {{ zone: string, except?: string[], forbidden: (depth: number) => string, message: string, syntax?: object[] }} boundary
 */
function boundary({ zone, except = [], forbidden, message, syntax = [] }) {
  return Array.from({ length: MAX_DEPTH }, (_, depth) => {
    const pattern = forbidden(depth)
    return {
      name: `boundaries/${zone}/depth-${depth}`,
      files: [`${zone}/${'*/'.repeat(depth)}*.{ts,tsx,mts,mjs,js}`],
      ignores: except,
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: pattern, message }] }],
        // no-restricted-imports does not see import(): the same rule for dynamic imports.
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\/')}/]`, message },
          ...syntax
        ]
      }
    }
  })
}

/** Where each part of the tree may reach (README: the layout; src/README and web/README: the layers). */
export const BOUNDARIES = [
  // src/core/<depth folders>/file: depth + 1 climbs reach src/, one more the repository's root.
  ...boundary({
    zone: 'src/core',
    forbidden: (depth) => `${up(depth + 1)}(?!core(/|$)|\\.\\./)|${up(depth + 2)}(?!src/core(/|$)|\\.\\./)|${up(depth + 3)}`,
    message: 'src/core/ is shared by the bundle and the web host: it imports nothing from the rest of src/, web/ or overlay/.',
    syntax: MODULE_STATE_SYNTAX
  }),
  ...boundary({
    zone: 'src',
    except: ['src/core/**'],
    forbidden: (depth) => `${up(depth + 1)}(web|overlay)(/|$)`,
    message: 'The player bundle never imports the web host (web/) nor the resource (overlay/): what both need lives in src/core/.',
    syntax: MODULE_STATE_SYNTAX
  }),
  ...boundary({
    zone: 'web',
    forbidden: (depth) => `${up(depth + 1)}src/(?!core(/|$))`,
    message: 'The web host imports only src/core/ from src/ (never the bundle: ui, stores, pages, host, lib).'
  })
]
