// `npm test`: every test, the unit projects in one vitest process and the e2e files in two more that share a queue
// of them (planTestRuns.mjs says why). Each run's lines come through as they are written, after its name; the last
// line adds them up: "tests: N passed, M failed". Exits non-zero if any run failed.
//
// Arguments go to one vitest run as they are: `npm test -- --project kit kit/src/utils`.
// WALLETKIT_TEST_REPORT=<file> also writes the sum as JSON ({ numPassedTests, numFailedTests }), which .ci/run reads.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { countTestResults } from './countTestResults.mjs'
import { planE2eJobs } from './planE2eJobs.mjs'
import { planTestRuns } from './planTestRuns.mjs'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs')
const queueRunner = join(repositoryRoot, 'scripts', 'runQueuedE2eFiles.mjs')

/** The e2e files (what the e2e project includes: every `.e2e.ts` under sandbox/e2e), from the repository's root. */
function listE2eFiles() {
  return readdirSync(join(repositoryRoot, 'sandbox', 'e2e'), { recursive: true })
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => `sandbox/e2e/${file.split('\\').join('/')}`)
    .sort()
}

/**
 * Runs one vitest process (or, for a queue run, one that takes e2e files from the queue in `queueDir`); resolves
 * with its exit code, its report (undefined if it wrote none) and how many seconds it took.
 */
function runVitest({ name, args, queue }, reportDir, queueDir, labelled) {
  const started = Date.now()
  const reportFile = join(reportDir, `${name}.json`)
  const child = spawn(
    process.execPath,
    queue
      ? [queueRunner, queueDir, reportFile]
      : [vitestBin, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The runs write to a pipe: keep their colours where this terminal shows them.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
    },
  )
  const label = labelled ? `${name.padEnd(5)} │ ` : ''
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
  const queueDir = join(reportDir, 'queue')
  if (plan.some((run) => run.queue)) {
    mkdirSync(queueDir)
    writeFileSync(join(queueDir, 'jobs.json'), JSON.stringify(planE2eJobs(listE2eFiles())))
  }
  const started = Date.now()
  const children = new Set()
  let stopping
  const stop = (signal) => {
    stopping = signal
    for (const child of children) child.kill(signal)
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  // Each run starts at once, or when the run it comes after (named earlier in the plan) has ended.
  const launch = (run) => {
    if (stopping) return { exitCode: 1, report: undefined, seconds: 0 }
    const { child, done } = runVitest(run, reportDir, queueDir, plan.length > 1)
    children.add(child)
    return done
  }
  const runs = new Map()
  for (const run of plan)
    runs.set(
      run.name,
      Promise.resolve(runs.get(run.after)).then(() => launch(run)),
    )
  const ended = await Promise.all(runs.values())
  rmSync(reportDir, { recursive: true, force: true })

  const { passed, failed } = countTestResults(ended)
  if (plan.length > 1)
    for (const [index, { name }] of plan.entries()) {
      const counted = countTestResults([ended[index]])
      console.log(`${name}: ${counted.passed} passed, ${counted.failed} failed in ${ended[index].seconds} s`)
    }
  console.log(`all runs took ${Math.round((Date.now() - started) / 1000)} s`)
  if (process.env.WALLETKIT_TEST_REPORT)
    writeFileSync(
      process.env.WALLETKIT_TEST_REPORT,
      `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed })}\n`,
    )
  console.log(`tests: ${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 || ended.some(({ exitCode }) => exitCode !== 0) ? 1 : 0
}

await main()
