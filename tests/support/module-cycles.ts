import type { Metafile } from 'esbuild'

import type { SourceFile } from './source-graph.ts'

/** Every import cycle among the files whose path matches `inScope`, type-only imports included, each as its modules. */
export function moduleCycles(files: Map<string, SourceFile>, inScope: (path: string) => boolean): string[][] {
  const edges = new Map<string, string[]>()
  for (const file of files.values()) {
    if (inScope(file.path)) edges.set(file.path, [...new Set(file.uses.map((use) => use.target).filter(inScope))])
  }
  return graphCycles(edges)
}

/** Every import cycle among an esbuild metafile's inputs whose path starts with `prefix` (what the bundle really joins). */
export function importCycles(metafile: Metafile, prefix: string): string[][] {
  const edges = new Map<string, string[]>()
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!path.startsWith(prefix)) continue
    edges.set(
      path,
      input.imports.map((entry) => entry.path).filter((target) => target.startsWith(prefix))
    )
  }
  return graphCycles(edges)
}

/** Depth-first: each back edge closes a cycle, reported as the modules around it. */
function graphCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (path: string): void => {
    state.set(path, 'open')
    stack.push(path)
    for (const target of edges.get(path) ?? []) {
      if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target])
      else if (!state.has(target)) visit(target)
    }
    stack.pop()
    state.set(path, 'done')
  }
  for (const path of edges.keys()) if (!state.has(path)) visit(path)
  return cycles
}
