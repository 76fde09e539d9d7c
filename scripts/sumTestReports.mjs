import { existsSync, readFileSync } from 'node:fs'

/**
 * The sum of vitest JSON reports' counts (`numPassedTests`, `numFailedTests`, `numTotalTests`); a report that is
 * missing (its run never got to write it) counts one failed test, so a run that died is not read as a pass.
 * @example sumTestReports(['/tmp/r.e2e.json', '/tmp/r.unit.json']) // { numPassedTests: 3352, numFailedTests: 0, … }
 */
export function sumTestReports(files) {
  const sum = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 }
  for (const file of files) {
    if (!existsSync(file)) {
      sum.numFailedTests += 1
      continue
    }
    const report = JSON.parse(readFileSync(file, 'utf8'))
    for (const key of Object.keys(sum)) sum[key] += Number(report[key] ?? 0)
  }
  return sum
}
