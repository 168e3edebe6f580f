import type { BuildOptions } from 'esbuild'

export function serverBuildOptions(root: string): BuildOptions & { outdir: string }
