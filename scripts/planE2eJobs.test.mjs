import { describe, expect, it } from 'vitest'
import { planE2eJobs } from './planE2eJobs.mjs'

const e2e = (name) => `sandbox/e2e/${name}.e2e.ts`

describe('planE2eJobs', () => {
  it('puts the longest files first and the short ones, new ones too, last, each a job of its own', () => {
    expect(
      planE2eJobs([e2e('connect'), e2e('aNewOne'), e2e('swap'), e2e('scenarioCoverageServices')]),
    ).toEqual([[e2e('scenarioCoverageServices')], [e2e('swap')], [e2e('connect')], [e2e('aNewOne')]])
  })

  it('keeps the files that share the packed apps in one job, first, packedPackages leading', () => {
    expect(
      planE2eJobs([e2e('connect'), e2e('nextApp'), e2e('scenarioCoverageServices'), e2e('packedPackages')]),
    ).toEqual([[e2e('packedPackages'), e2e('nextApp')], [e2e('scenarioCoverageServices')], [e2e('connect')]])
  })

  it('gives every file exactly one job', () => {
    const files = ['packedPackages', 'scaffoldedTests', 'nextApp', 'swap', 'a', 'b', 'nested/c'].map(e2e)
    expect(planE2eJobs(files).flat().toSorted()).toEqual(files.toSorted())
  })
})
