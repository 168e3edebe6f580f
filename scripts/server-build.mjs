// The web host's esbuild options: build.mjs builds dist/server with them, tests/unit/server-bundle.test.ts reads their graph.
import { join } from 'node:path'

/** @returns {import('esbuild').BuildOptions} */
export function serverBuildOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints: {
      main: 'web/main.ts',
      'catalog-import': 'web/cli/catalog-import.ts',
      'admin-grant': 'web/cli/admin-grant.ts',
      backup: 'web/cli/backup.ts',
      restore: 'web/cli/restore.ts',
      'db-move': 'web/cli/db-move.ts',
      'forget-demo': 'web/cli/forget-demo.ts',
      'db-migrate': 'web/cli/db-migrate.ts'
    },
    outdir: join(root, 'dist/server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // The demo stand-ins (web/sandbox) are imported dynamically: their own chunk, never loaded outside demo mode.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.sql': 'text' },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning'
  }
}
