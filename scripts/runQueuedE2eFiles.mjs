// One e2e vitest that takes its files from a queue it shares with other such processes (`npm test` starts one at once
// and one more when the unit run has ended; planTestRuns.mjs says why). Its global setup (a sandbox and a Chromium)
// runs once, before its first job; each job is one or more files, run in their order in this process; when the queue is
// empty it stops the sandbox, writes its counts and exits non-zero if a test failed.
//
// node scripts/runQueuedE2eFiles.mjs <queue folder with jobs.json> <report file>
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createVitest, DefaultReporter } from 'vitest/node'
import { claimNextJob } from './claimNextJob.mjs'
import { countTestModules } from './countTestModules.mjs'

/** vitest's own lines for each file and each failure, without the summary it would print after every job. */
class JobReporter extends DefaultReporter {
  reportTestSummary() {}
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
const [queueDir, reportFile] = process.argv.slice(2)
const jobs = JSON.parse(readFileSync(join(queueDir, 'jobs.json'), 'utf8'))

const vitest = await createVitest(
  'test',
  { root: repositoryRoot, project: ['e2e'], watch: false, reporters: [new JobReporter()] },
  {},
)
// Reporters start here (a plain `vitest run` starts them with its run).
await vitest.standalone()
const project = vitest.getProjectByName('e2e')
const unhandledErrors = []
let totals
try {
  for (
    let job = claimNextJob(queueDir, jobs.length);
    job !== undefined;
    job = claimNextJob(queueDir, jobs.length)
  ) {
    // One file at a time, in the job's order (vitest would sort the files of one run its own way).
    for (const file of jobs[job]) {
      const run = await vitest.runTestSpecifications([
        project.createSpecification(join(repositoryRoot, file)),
      ])
      unhandledErrors.push(...run.unhandledErrors)
    }
  }
  // Every file this process ran, from vitest's state (each run's result lists the earlier runs' files too).
  totals = countTestModules(vitest.state.getTestModules(), unhandledErrors)
} catch (error) {
  console.error(error)
  totals = { passed: 0, failed: 1 }
} finally {
  await vitest.close()
}
writeFileSync(
  reportFile,
  `${JSON.stringify({ numPassedTests: totals.passed, numFailedTests: totals.failed })}\n`,
)
process.exit(totals.failed > 0 ? 1 : 0)
