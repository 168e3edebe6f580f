import type { SourceFile } from './source-graph.ts'

/**
 * The names each file's exports are taken under, by any file of the repository (tests and scripts count):
 * direct imports, namespaces and import() take names, and re-exports pass the names their own importers take.
 */
function takenNames(files: Map<string, SourceFile>): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>()
  const take = (path: string, name: string): boolean => {
    const names = taken.get(path) ?? new Set<string>()
    taken.set(path, names)
    if (names.has(name)) return false
    names.add(name)
    return true
  }
  for (const file of files.values()) for (const use of file.uses) for (const name of use.names) take(use.target, name)
  // Re-exports: until nothing more passes through.
  for (let changed = true; changed;) {
    changed = false
    for (const file of files.values()) {
      const own = taken.get(file.path) ?? new Set<string>()
      for (const use of file.uses) {
        for (const pair of use.reExports) {
          if (pair.as === '*') for (const name of own) changed = take(use.target, name) || changed
          else if (own.has(pair.as) || own.has('*')) changed = take(use.target, pair.from) || changed
        }
      }
    }
  }
  return taken
}

/**
 * `path: name` for each export of a file matching `inScope` that no other file takes. `unusedAtHome`: only those
 * its own file does not use either (dead code, not just an `export` too many).
 */
export function deadExports(files: Map<string, SourceFile>, inScope: (path: string) => boolean, unusedAtHome = false): string[] {
  const taken = takenNames(files)
  const dead: string[] = []
  for (const file of files.values()) {
    if (!inScope(file.path)) continue
    const names = taken.get(file.path) ?? new Set<string>()
    if (names.has('*')) continue
    for (const name of file.exports) {
      const usedAtHome = (file.identifiers.get(name) ?? 0) > 1
      if (!names.has(name) && !(unusedAtHome && usedAtHome)) dead.push(`${file.path}: ${name}`)
    }
  }
  return dead
}
