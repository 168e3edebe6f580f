import type { Metafile } from 'esbuild'

/** Every import cycle among the metafile's inputs whose path starts with `prefix`, each as the modules around it. */
export function importCycles(metafile: Metafile, prefix: string): string[][] {
  const edges = new Map<string, string[]>()
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!path.startsWith(prefix)) continue
    edges.set(
      path,
      input.imports.map((entry) => entry.path).filter((target) => target.startsWith(prefix))
    )
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
