/**
 * Adds up the tests of several vitest runs from their JSON reports. A run that ended non-zero with no failed test
 * (a file that did not load, an error between tests) counts one failure, and so does a run without a report.
 * @example countTestResults([{ report: { numPassedTests: 3, numFailedTests: 0 }, exitCode: 0 }]) // { passed: 3, failed: 0 }
 */
export function countTestResults(runs) {
  let passed = 0
  let failed = 0
  for (const { report, exitCode } of runs) {
    const runPassed = Number(report?.numPassedTests) || 0
    const runFailed = Number(report?.numFailedTests) || 0
    passed += runPassed
    failed += runFailed
    if (report === undefined || (exitCode !== 0 && runFailed === 0)) failed += 1
  }
  return { passed, failed }
}
