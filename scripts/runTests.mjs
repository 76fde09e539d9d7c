// `npm test`: every test, unit and real-browser, in two vitest runs side by side. The real-browser project (e2e) runs
// one file at a time and leaves about a third of the cores idle while its pages wait on their servers; the unit
// projects run beside it at a lower CPU priority, so they take that idle time and yield whenever a page under test
// needs the CPU. With arguments (`npm test -- --project kit`), one plain `vitest run` with them.
//
// First, alone: the kit's package built if stale and the released workspaces packed (sandbox/e2e/packForTestRun.ts),
// because packing writes into the sandbox's and the CLI's folders, which unit tests read; the e2e run takes the
// tarballs from that folder (WALLETKIT_PACKED_DIR).
//
// WALLETKIT_TEST_REPORT=<file> also writes both runs' JSON reports and their sum, { numPassedTests, numFailedTests },
// to <file> (.ci/run reads it).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { sumTestReports } from './sumTestReports.mjs'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs')
/** How much the unit run yields: at 10, it gets about a tenth of a core that a page under test also wants. */
const UNIT_NICENESS = 10

/**
 * The two runs: the e2e project at normal priority with the tarballs in `packedDir`, every other project at a lower
 * one. `unit` also tells the config (WALLETKIT_UNITS_IN_BACKGROUND) that its tests may wait longer for the CPU.
 */
const runsBeside = (packedDir) => [
  { name: 'e2e', args: ['--project', 'e2e'], niceness: 0, env: { WALLETKIT_PACKED_DIR: packedDir } },
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
const packedDir = mkdtempSync(join(tmpdir(), 'walletkit-packed-'))
const packing = spawnSync(
  join(repositoryRoot, 'node_modules', '.bin', 'tsx'),
  [join(repositoryRoot, 'sandbox', 'e2e', 'packForTestRun.ts'), packedDir],
  { cwd: repositoryRoot, stdio: 'inherit' },
)
if (packing.status !== 0) {
  rmSync(packedDir, { recursive: true, force: true })
  console.error('npm test: building and packing the packages failed (above); no test ran')
  process.exit(1)
}
const runs = runsBeside(packedDir)
const statuses = await Promise.all(runs.map(runVitest))
rmSync(packedDir, { recursive: true, force: true })
const seconds = Math.round((Date.now() - started) / 1000)
if (reportFile)
  writeFileSync(
    reportFile,
    JSON.stringify(sumTestReports(runs.map((run) => `${reportFile}.${run.name}.json`))),
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
