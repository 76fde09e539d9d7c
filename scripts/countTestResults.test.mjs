import { describe, expect, it } from 'vitest'
import { countTestResults } from './countTestResults.mjs'

const report = (numPassedTests, numFailedTests) => ({ numPassedTests, numFailedTests })

describe('countTestResults', () => {
  it('adds the passed and failed tests of every run', () => {
    expect(
      countTestResults([
        { report: report(2413, 0), exitCode: 0 },
        { report: report(950, 2), exitCode: 1 },
      ]),
    ).toEqual({ passed: 3363, failed: 2 })
  })

  it('counts a failure for a run that ended non-zero with every test passed (a file that did not load)', () => {
    expect(countTestResults([{ report: report(10, 0), exitCode: 1 }])).toEqual({ passed: 10, failed: 1 })
  })

  it('counts a failure for a run that wrote no report', () => {
    expect(
      countTestResults([
        { report: report(5, 0), exitCode: 0 },
        { report: undefined, exitCode: 1 },
      ]),
    ).toEqual({ passed: 5, failed: 1 })
  })
})
