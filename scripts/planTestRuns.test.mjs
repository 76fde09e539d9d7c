import { describe, expect, it } from 'vitest'
import { planTestRuns } from './planTestRuns.mjs'

const e2e = (name) => `sandbox/e2e/${name}.e2e.ts`

describe('planTestRuns', () => {
  it('runs every project but e2e in one vitest and the e2e project in another', () => {
    expect(planTestRuns([], [e2e('connect'), e2e('packedPackages')])).toEqual([
      { name: 'unit', args: ['run', '--project', '!e2e'] },
      { name: 'e2e', args: ['run', '--project', 'e2e'] },
    ])
  })

  it('starts no e2e run without e2e files', () => {
    expect(planTestRuns([], []).map((run) => run.name)).toEqual(['unit'])
  })

  it('passes arguments to one vitest run as they are', () => {
    expect(planTestRuns(['--project', 'kit', 'kit/src/utils'], [e2e('connect')])).toEqual([
      { name: 'tests', args: ['run', '--project', 'kit', 'kit/src/utils'] },
    ])
  })
})
