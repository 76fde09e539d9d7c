// `npm test`: every test, unit and real-browser, in two vitest runs side by side. The real-browser project (e2e) runs
// one file at a time and leaves about a third of the cores idle while its pages wait on their servers; the unit
// projects run beside it at a lower CPU priority, so they take that idle time and yield whenever a page under test
// needs the CPU. With arguments (`npm test -- --project kit`), one plain `vitest run` with them.
//
// WALLETKIT_TEST_REPORT=<file> also writes both runs' JSON reports and their sum, { numPassedTests, numFailedTests },
// to <file> (.ci/run reads it).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { sumTestReports } from './sumTestReports.mjs'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs')
/** How much the unit run yields: at 10, it gets about a tenth of a core that a page under test also wants. */
const UNIT_NICENESS = 10

/**
 * The two runs: the e2e project at normal priority, every other project at a lower one. `unit` also tells the config
 * (WALLETKIT_UNITS_IN_BACKGROUND) that its tests may wait longer for the CPU.
 */
const RUNS = [
  { name: 'e2e', args: ['--project', 'e2e'], niceness: 0, env: {} },
  {
    name: 'unit',
    args: ['--project', '!e2e'],
    niceness: UNIT_NICENESS,
    env: { WALLETKIT_UNITS_IN_BACKGROUND: '1' },
  },
]

const passed = process.argv.slice(2)
const reportFile = process.env.WALLETKIT_TEST_REPORT
if (passed.length > 0) process.exit(await runVitest({ name: '', args: passed, niceness: 0, env: {} }))

const started = Date.now()
const statuses = await Promise.all(RUNS.map(runVitest))
const seconds = Math.round((Date.now() - started) / 1000)
if (reportFile)
  writeFileSync(
    reportFile,
    JSON.stringify(sumTestReports(RUNS.map((run) => `${reportFile}.${run.name}.json`))),
  )
console.log(`\nnpm test: e2e ${outcome(statuses[0])}, unit ${outcome(statuses[1])}, ${seconds} s in all`)
process.exit(statuses.every((status) => status === 0) ? 0 : 1)

/**
 * Runs `vitest run` with the run's arguments and priority; its output goes through line by line (whole lines, so the
 * two runs' lines never mix within one). Resolves with its exit status.
 */
function runVitest({ name, args, niceness, env }) {
  const reporters =
    reportFile && name
      ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}.${name}.json`]
      : []
  const child = spawn(process.execPath, [vitestBin, 'run', ...args, ...reporters], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Set before vitest starts its workers, which inherit it. Where it cannot be set, the run goes at normal priority.
  if (niceness && child.pid) {
    try {
      setPriority(child.pid, niceness)
    } catch {}
  }
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr
    createInterface({ input: stream }).on('line', (line) => target.write(`${line}\n`))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

function outcome(status) {
  return status === 0 ? 'passed' : `failed (exit ${status})`
}
