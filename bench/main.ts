import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'

import { REPO_ROOT } from '../tests/support/web-host.ts'
import { buildAll, bundleSection, type BundleFigures } from './bundle-sizes.ts'
import { commandLog, runBuild } from './commands.ts'
import { dashboardSection } from './dashboard-case.ts'
import { deliveryClaimSection } from './delivery-claim.ts'
import { stopCluster } from './databases.ts'
import { inGameSection } from './in-game.ts'
import { currentLoad, describeMachine, type Machine } from './machine.ts'
import { midnightRushSection } from './midnight-rush.ts'
import { readOptions, type BenchOptions, type Part } from './options.ts'
import { pageLoadSection } from './page-loads.ts'
import { purchaseSection } from './purchases.ts'
import { retentionSection } from './retention.ts'
import { table, type Section } from './report.ts'
import { webHostLoadSection } from './web-host-load.ts'

/** Above this 1-minute load average (2 cores) the machine is busy with other work. */
const BUSY_LOAD = 1.5

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2))
  const machine = describeMachine()
  if (currentLoad() > BUSY_LOAD)
    console.warn(`[bench] load average ${currentLoad().toFixed(2)}: other work shares the CPU, the timings will show it`)
  const started = Date.now()
  const sections: Section[] = []
  const step = async (name: string, run: () => Promise<Section>) => {
    console.info(`[bench] ${name}…`)
    const section = await run()
    sections.push(section)
    for (const failure of section.failures) console.error(`[bench] FAILURE in ${name}: ${failure}`)
  }

  if (options.parts.has('bundle')) {
    const bundles: BundleFigures = await buildAll(options.build)
    await step('bundle sizes', async () => bundleSection(bundles))
  } else if (['pages', 'game'].some((part) => options.parts.has(part as Part))) {
    await buildAll(options.build)
  } else if (options.build) {
    // The host under load, purchases and the rush need only the web host and its bundle.
    await runBuild(['build.mjs', '--quiet'])
  }
  await runLaterParts(options, step)

  const markdown = render(options, machine, sections, Math.round((Date.now() - started) / 1000))
  const failures = sections.flatMap((section) => section.failures)
  const target =
    failures.length > 0 ? 'dist/bench/BENCHMARKS.failed.md' : options.quick ? 'dist/bench/BENCHMARKS.quick.md' : 'BENCHMARKS.md'
  await mkdir(join(REPO_ROOT, 'dist/bench'), { recursive: true })
  await writeFile(join(REPO_ROOT, target), markdown)
  console.info(`[bench] wrote ${target}`)
  if (failures.length > 0) {
    console.error(`[bench] FAILED: ${failures.length} load run(s) saw errors or non-2xx answers:\n- ${failures.join('\n- ')}`)
    process.exit(1)
  }
}

type Step = (name: string, run: () => Promise<Section>) => Promise<void>

async function runLaterParts(options: BenchOptions, step: Step): Promise<void> {
  if (options.parts.has('pages')) await step('page loads', () => pageLoadSection(options))
  if (options.parts.has('game')) await step('in game', () => inGameSection(options))
  if (options.parts.has('host')) await step('web host under load', () => webHostLoadSection(options))
  try {
    if (options.parts.has('purchases')) await step('purchases', () => purchaseSection(options))
    if (options.parts.has('rush')) await step('midnight rush', () => midnightRushSection(options))
    if (options.parts.has('dashboard')) await step('sales dashboard', () => dashboardSection(options))
    if (options.parts.has('claim')) await step('delivery claim', () => deliveryClaimSection())
    if (options.parts.has('retention')) await step('retention', () => retentionSection())
  } finally {
    await stopCluster()
  }
}

function busyAtStart(machine: Machine): boolean {
  return Number(machine.loadAtStart.split(',')[0]) > BUSY_LOAD
}

function render(options: BenchOptions, machine: Machine, sections: Section[], seconds: number): string {
  const targets = sections.flatMap((section) => section.targets)
  const failures = sections.flatMap((section) => section.failures)
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\`${options.quick ? ' --quick (small counts: not the figures of record)' : ''} on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, one run of ${seconds} s.`,
    '',
    `**Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.ram} RAM; Node ${machine.node}; ${machine.chromium}; load average at start ${machine.loadAtStart} (1, 5, 15 min), at the end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(
        ', '
      )}${busyAtStart(machine) ? ` — **busy**: other work shared the ${machine.cores} cores during the run, so the timings are noisier and slower than on a quiet machine` : ''}.`,
    '',
    '## Targets (issues 8, 18, 26 and 31): each figure beside its limit',
    '',
    table(
      ['target', 'met', 'figures'],
      targets.map((target) => [target.what, target.met ? 'yes' : '**NO**', target.figures])
    ),
    '',
    ...(failures.length > 0 ? ['## FAILED: errors or non-2xx answers', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
    ...sections.map((section) => `${section.markdown}\n`),
    '## Commands',
    '',
    '```sh',
    'npm run bench      # node bench/run.mjs: builds bench/*.ts into dist/bench, then:',
    ...commandLog.map((command) => `  ${command}`),
    '```',
    ''
  ].join('\n')
}

main().catch((error: unknown) => {
  console.error('[bench] stopped:', error)
  process.exit(1)
})
