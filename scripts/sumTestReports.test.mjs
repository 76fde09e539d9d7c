import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sumTestReports } from './sumTestReports.mjs'

describe('sumTestReports', () => {
  it("adds the runs' counts, and counts a missing report as a failure", () => {
    const folder = mkdtempSync(join(tmpdir(), 'walletkit-reports-'))
    const e2e = join(folder, 'e2e.json')
    const unit = join(folder, 'unit.json')
    writeFileSync(e2e, JSON.stringify({ numPassedTests: 217, numFailedTests: 1, numTotalTests: 218 }))
    writeFileSync(unit, JSON.stringify({ numPassedTests: 3100, numFailedTests: 0, numTotalTests: 3100 }))
    expect(sumTestReports([e2e, unit])).toEqual({
      numPassedTests: 3317,
      numFailedTests: 1,
      numTotalTests: 3318,
    })
    expect(sumTestReports([e2e, join(folder, 'never-written.json')])).toEqual({
      numPassedTests: 217,
      numFailedTests: 2,
      numTotalTests: 218,
    })
  })
})
