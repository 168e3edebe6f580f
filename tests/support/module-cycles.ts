import type { SourceFile } from './source-graph.ts'

/** Every import cycle among the files whose path matches `inScope`, type-only imports included, each as its modules. */
export function moduleCycles(files: Map<string, SourceFile>, inScope: (path: string) => boolean): string[][] {
  const edges = new Map<string, string[]>()
  for (const file of files.values()) {
    if (inScope(file.path)) edges.set(file.path, [...new Set(file.uses.map((use) => use.target).filter(inScope))])
  }
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
