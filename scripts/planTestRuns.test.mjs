import { describe, expect, it } from 'vitest'
import { planTestRuns } from './planTestRuns.mjs'

describe('planTestRuns', () => {
  it('runs the unit projects in one vitest and the e2e project in another, then the e2e apps once the unit run ends, both yielding to the e2e run', () => {
    expect(planTestRuns([])).toEqual([
      { name: 'unit', args: ['run', '--project', '!e2e*'], nice: 10 },
      { name: 'e2e', args: ['run', '--project', 'e2e'] },
      { name: 'apps', args: ['run', '--project', 'e2e-apps'], after: 'unit', nice: 10 },
    ])
  })

  it('passes arguments to one vitest run as they are', () => {
    expect(planTestRuns(['--project', 'kit', 'kit/src/utils'])).toEqual([
      { name: 'tests', args: ['run', '--project', 'kit', 'kit/src/utils'] },
    ])
  })
})
