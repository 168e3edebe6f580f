#!/usr/bin/env node
// What `npm test` runs before vitest: lint, format, types and both builds, side by side on the machine's cores
// (one after the other they took 90 s on 2 cores, lint alone 43 s). Each step's output is printed once it ends,
// whole, so two steps never interleave; the first failure is named and the others still finish.
//   node scripts/checks.mjs            every step
//   node scripts/checks.mjs lint build  only these (by name)
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

/** Longest first: lint alone is about half of the work. */
const STEPS = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  // Both builds write dist/server: one after the other, in one step.
  { name: 'build', command: ['sh', '-c', 'node build.mjs --quiet && node build.mjs --react --quiet'] }
]

function run(step) {
  const started = Date.now()
  return new Promise((done) => {
    const [command, ...args] = step.command
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => done({ step, code: 1, output: `${output}${error.message}\n`, seconds: 0 }))
    child.on('close', (code) => done({ step, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }))
  })
}

async function runAll(steps, lanes) {
  const queue = [...steps]
  const results = []
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const result = await run(step)
      const mark = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`
      process.stdout.write(`==> ${step.name}: ${mark} in ${result.seconds.toFixed(1)} s\n${result.output}`)
      results.push(result)
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  return results
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name))
if (unknown.length > 0) {
  console.error(`unknown step(s): ${unknown.join(', ')}; the steps are ${STEPS.map((step) => step.name).join(', ')}`)
  process.exit(2)
}
const steps = wanted.length > 0 ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS
const failed = (await runAll(steps, Math.max(1, availableParallelism()))).filter((result) => result.code !== 0)
if (failed.length > 0) {
  console.error(`checks failed: ${failed.map((result) => result.step.name).join(', ')}`)
  process.exit(1)
}
