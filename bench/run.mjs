#!/usr/bin/env node
// npm run bench: builds the bench (TypeScript, like the web host) into dist/bench and runs it.
//   npm run bench                 the full run; writes BENCHMARKS.md
//   npm run bench -- --quick      small counts and short runs, to try it; writes dist/bench/BENCHMARKS.quick.md
//   npm run bench -- --quick --only=bundle,pages,game,host,purchases,rush,dashboard   some parts only
//   npm run bench -- --quick --only=pg-hot,pg-stock --purchase-seconds=5   purchase cases only (pg|pglite-hot|stock|mixed)
//   npm run bench -- --quick --only=dashboard --dashboard-orders=1000000   the sales dashboard on that many orders
//   npm run bench -- --quick --only=claim   the delivery claim with 100,000 waiting (same counts as the full run)
//   npm run bench -- --quick --only=retention   one retention run over a million rows (same counts as the full run)
//   npm run bench -- --quick --no-build   on the dist/ already built
//   npm run bench -- --quick --only=pages --page-loads=8   more cold loads per build than the quick run's 2
//   (installs bench/reference's own packages first when bench/reference/node_modules is missing)
//   BENCH_PROFILE_DIR=/tmp/prof npm run bench -- --quick --only=pg-hot   each web host writes a CPU profile there
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import * as esbuild from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist/bench')

// The reference app's stack (React 18.3.1, Redux Toolkit, Formik, yup, axios, React Router, redux-persist) is not the
// product's: it has its own package.json and lockfile, pinned so the comparison does not drift, installed here once.
if (!existsSync(join(root, 'bench/reference/node_modules'))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const install = spawnSync(npm, ['ci', '--prefix', 'bench/reference', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

await esbuild.build({
  absWorkingDir: root,
  entryPoints: { main: 'bench/main.ts', 'bare-server': 'bench/bare-server.ts' },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  loader: { '.sql': 'text' },
  sourcemap: true,
  logLevel: 'warning'
})

// The midnight rush's clients are C (bench/rush-client.c says why): the machine's C compiler, as node-gyp uses.
const cc = spawnSync(
  process.env.CC ?? 'cc',
  ['-O2', '-Wall', '-Wextra', '-Werror', '-o', join(out, 'rush-client'), 'bench/rush-client.c'],
  {
    cwd: root,
    stdio: 'inherit'
  }
)
if (cc.status !== 0) {
  console.error('bench: bench/rush-client.c did not compile (a C compiler is needed: apt-get install gcc)')
  process.exit(cc.status ?? 1)
}

const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'main.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit'
})
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
