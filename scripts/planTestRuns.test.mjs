import { describe, expect, it } from 'vitest'
import { planTestRuns } from './planTestRuns.mjs'

describe('planTestRuns', () => {
  it('runs the e2e apps in one vitest and the e2e project in another, then the unit projects once the apps have ended, both yielding to the e2e run', () => {
    expect(planTestRuns([])).toEqual([
      { name: 'apps', args: ['run', '--project', 'e2e-apps'], nice: 10 },
      { name: 'e2e', args: ['run', '--project', 'e2e'] },
      { name: 'unit', args: ['run', '--project', '!e2e*'], after: 'apps', nice: 10 },
    ])
  })

  it('passes arguments to one vitest run as they are', () => {
    expect(planTestRuns(['--project', 'kit', 'kit/src/utils'])).toEqual([
      { name: 'tests', args: ['run', '--project', 'kit', 'kit/src/utils'] },
    ])
  })
})
