import { join } from 'node:path'

import { readInitialAssets, total, type AssetSize, type InitialAssets } from '../tests/support/bundle-graph.ts'
import { REPO_ROOT } from '../tests/support/web-host.ts'
import { runBuild } from './commands.ts'
import { buildReference, REFERENCE_OUT } from './reference-build.ts'
import type { Section } from './report.ts'
import { table } from './report.ts'
import { kib, ratio } from './stats.ts'

export interface BundleFigures {
  ours: InitialAssets
  react: InitialAssets
  reference: InitialAssets
}

/** Builds ours (Preact), the --react build and the reference, then reads what the home route loads. */
export async function buildAll(build: boolean): Promise<BundleFigures> {
  if (build) {
    await runBuild(['build.mjs', '--quiet'])
    await runBuild(['build.mjs', '--react', '--quiet'])
  }
  await buildReference()
  const [ours, react, reference] = await Promise.all([
    readInitialAssets(join(REPO_ROOT, 'dist/web')),
    readInitialAssets(join(REPO_ROOT, 'dist/web-react')),
    readInitialAssets(REFERENCE_OUT)
  ])
  return { ours, react, reference }
}

export function bundleSection({ ours, react, reference }: BundleFigures): Section {
  const oursGzip = total([...ours.js, ...ours.css]).gzip
  const referenceGzip = total([...reference.js, ...reference.css]).gzip
  const markdown = [
    ...initialTable({ ours, react, reference }),
    '',
    `Ours is **${((oursGzip / referenceGzip) * 100).toFixed(0)} %** of the reference (gzip, JS + CSS).`,
    '',
    ...largestModules(ours, reference),
    '',
    ...lazyChunks(ours, react)
  ].join('\n')
  return {
    markdown,
    failures: [],
    targets: [
      {
        what: 'Initial JS + CSS at most a third of the reference’s (gzip)',
        met: oursGzip * 3 <= referenceGzip,
        figures: `${kib(oursGzip)} vs ${kib(referenceGzip)} (${(referenceGzip / oursGzip).toFixed(2)}× smaller)`
      },
      {
        what: 'Initial JS + CSS at most 0.25× the reference’s (gzip; issue 31)',
        met: oursGzip <= referenceGzip * 0.25,
        figures: `${kib(oursGzip)} vs ${kib(referenceGzip)} × 0.25 = ${kib(referenceGzip * 0.25)}: ${ratio(oursGzip / referenceGzip)}`
      }
    ]
  }
}

const sizes = (size: Omit<AssetSize, 'url'>) => [kib(size.raw), kib(size.gzip), kib(size.brotli)]

function initialRow(name: string, assets: InitialAssets): string[] {
  const js = total(assets.js)
  const css = total(assets.css)
  const both = total([...assets.js, ...assets.css])
  return [name, `${assets.js.length} + ${assets.css.length}`, ...sizes(js), ...sizes(css), kib(both.gzip), kib(both.brotli)]
}

/** What each build's home route loads before it renders. */
function initialTable({ ours, react, reference }: BundleFigures): string[] {
  return [
    '## 1. Bundle: what the home route loads before it renders',
    '',
    'Initial = `index.html`’s script and style sheet plus every chunk the entry imports statically (esbuild metafile).',
    'Sizes per file, gzip level 9 and brotli quality 11, as the web host serves them precompressed. The reference',
    '(`bench/reference/`) is the shop’s header, home and `/objets` listing written the conventional way, one bundle',
    'built by esbuild with the same target, minified, and the shop’s own style sheet: only the JavaScript differs.',
    '',
    table(
      ['build', 'files (JS + CSS)', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'JS+CSS gzip', 'JS+CSS brotli'],
      [initialRow('ours (Preact)', ours), initialRow('ours `--react`', react), initialRow('reference (conventional stack)', reference)]
    )
  ]
}

function largestModules(ours: InitialAssets, reference: InitialAssets): string[] {
  return [
    'Largest modules of our initial JS (minified bytes in the output):',
    '',
    table(
      ['module', 'bytes'],
      ours.largestModules('js', 8).map((module) => [`\`${module.path}\``, kib(module.bytes)])
    ),
    '',
    'Reference, largest modules:',
    '',
    table(
      ['module', 'bytes'],
      reference.largestModules('js', 8).map((module) => [`\`${module.path}\``, kib(module.bytes)])
    )
  ]
}

function lazyChunks(ours: InitialAssets, react: InitialAssets): string[] {
  const lazyRows = ours.lazy.map((chunk) => [`\`${chunk.url.replace('/assets/', '')}\``, ...sizes(chunk)])
  const lazyTotal = total(ours.lazy)
  return [
    `### Lazy chunks of our build (${ours.lazy.length}, ${kib(lazyTotal.gzip)} gzip in all), loaded when their page or overlay first shows`,
    '',
    table(['chunk', 'raw', 'gzip', 'brotli'], lazyRows),
    '',
    `The \`--react\` build has ${react.lazy.length} lazy chunks, ${kib(total(react.lazy).gzip)} gzip in all.`,
    '',
    'Style sheets loaded with the first lazy page or overlay (`src/styles/screens.css`), not before the home route renders:',
    '',
    table(
      ['style sheet', 'raw', 'gzip', 'brotli'],
      ours.lazyCss.map((sheet) => [`\`${sheet.url.replace('/assets/', '')}\``, ...sizes(sheet)])
    )
  ]
}
