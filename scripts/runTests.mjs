// `npm test`: every test, in vitest processes side by side (the unit projects and the e2e project, then the e2e apps
// once the unit run has ended; planTestRuns.mjs says why). Each run's lines come through as they are written, after its name; the last line adds
// them up: "tests: N passed, M failed". Exits non-zero if any run failed.
//
// Arguments go to one vitest run as they are: `npm test -- --project kit kit/src/utils`.
// The runs' temporary files (TMPDIR) go to a folder in memory where the machine has one with room, removed at the end.
// WALLETKIT_TEST_REPORT=<file> also writes the sum as JSON ({ numPassedTests, numFailedTests }), which .ci/run reads.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { countTestResults } from './countTestResults.mjs'
import { createMemoryTmpdir } from './createMemoryTmpdir.mjs'
import { planTestRuns } from './planTestRuns.mjs'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs')

/**
 * The command that starts `argv` at the lower priority `nice` (a niceness, 1 to 19) where one is asked for: through
 * `nice`, so that every thread and process of the run starts with it, on the systems that have that command.
 */
function withPriority(argv, nice) {
  if (!nice || process.platform === 'win32') return argv
  return ['nice', '-n', String(nice), ...argv]
}

/**
 * Runs one vitest process; resolves with its exit code, its JSON report (undefined if it wrote none) and how many
 * seconds it took.
 */
function runVitest({ name, args, nice }, { reportDir, labelled, env }) {
  const started = Date.now()
  const reportFile = join(reportDir, `${name}.json`)
  const [command, ...commandArgs] = withPriority(
    [
      process.execPath,
      vitestBin,
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    nice,
  )
  const child = spawn(command, commandArgs, {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  const label = labelled ? `${name.padEnd(4)} │ ` : ''
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
      out.write(`${label}${line}\n`),
    )
  return {
    child,
    done: new Promise((resolve) => {
      const seconds = () => Math.round((Date.now() - started) / 1000)
      child.on('error', (error) => {
        process.stderr.write(`${label}vitest did not start: ${error.message}\n`)
        resolve({ exitCode: 1, report: undefined, seconds: seconds() })
      })
      child.on('close', (code, signal) =>
        resolve({ exitCode: code ?? (signal ? 1 : 0), report: readReport(reportFile), seconds: seconds() }),
      )
    }),
  }
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

async function main() {
  const plan = planTestRuns(process.argv.slice(2))
  const reportDir = mkdtempSync(join(tmpdir(), 'walletkit-test-reports-'))
  // The runs' temporary files in memory where the machine has room for them (createMemoryTmpdir says why).
  const memoryTmpdir = createMemoryTmpdir()
  const env = {
    // The runs write to a pipe: keep their colours where this terminal shows them.
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
    ...process.env,
    ...(memoryTmpdir ? { TMPDIR: memoryTmpdir } : {}),
  }
  const started = Date.now()
  const running = new Map()
  let stopped = false
  const start = (run) => {
    const vitest = runVitest(run, { reportDir, labelled: plan.length > 1, env })
    running.set(run.name, vitest)
    return vitest.done
  }
  // A run with `after` starts once that run has ended (whatever its result); none starts after Ctrl-C.
  const finished = new Map()
  for (const run of plan)
    finished.set(
      run.name,
      run.after === undefined
        ? start(run)
        : finished
            .get(run.after)
            .then(() => (stopped ? { exitCode: 1, report: undefined, seconds: 0 } : start(run))),
    )
  const stop = (signal) => {
    stopped = true
    for (const { child } of running.values()) child.kill(signal)
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  const results = await Promise.all(plan.map((run) => finished.get(run.name)))
  rmSync(reportDir, { recursive: true, force: true })
  if (memoryTmpdir) rmSync(memoryTmpdir, { recursive: true, force: true })

  const { passed, failed } = countTestResults(results)
  if (plan.length > 1)
    for (const [index, { name }] of plan.entries()) {
      const counted = countTestResults([results[index]])
      console.log(
        `${name}: ${counted.passed} passed, ${counted.failed} failed in ${results[index].seconds} s`,
      )
    }
  console.log(`all runs took ${Math.round((Date.now() - started) / 1000)} s`)
  if (process.env.WALLETKIT_TEST_REPORT)
    writeFileSync(
      process.env.WALLETKIT_TEST_REPORT,
      `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed })}\n`,
    )
  console.log(`tests: ${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 || results.some(({ exitCode }) => exitCode !== 0) ? 1 : 0
}

await main()
