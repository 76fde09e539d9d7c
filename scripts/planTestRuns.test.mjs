import { describe, expect, it } from 'vitest'
import { planTestRuns } from './planTestRuns.mjs'

const e2e = (name) => `sandbox/e2e/${name}.e2e.ts`

describe('planTestRuns', () => {
  it('runs every project but e2e in one vitest, its install tests in another, and the e2e files in two more: the packed-package ones in the first', () => {
    const files = [
      e2e('connect'),
      e2e('packedPackages'),
      e2e('walletconnect'),
      e2e('scaffoldedTests'),
      e2e('new'),
    ]
    expect(planTestRuns([], files)).toEqual([
      {
        name: 'unit',
        args: ['run', '--project', '!e2e', '--exclude', '**/*.install.test.*', '--maxWorkers=1'],
      },
      { name: 'install', args: ['run', '--project', '!e2e', '.install.test.'] },
      { name: 'e2e-1', args: ['run', '--project', 'e2e', e2e('packedPackages'), e2e('scaffoldedTests')] },
      { name: 'e2e-2', args: ['run', '--project', 'e2e', e2e('connect'), e2e('walletconnect'), e2e('new')] },
    ])
  })

  it('matches whole file names: walletkitDevNamespaces does not take a file whose name ends like it', () => {
    const [, , first, second] = planTestRuns(
      [],
      [e2e('walletkitDevNamespaces'), e2e('oldWalletkitDevNamespaces')],
    )
    expect(first?.args.slice(3)).toEqual([e2e('walletkitDevNamespaces')])
    expect(second?.args.slice(3)).toEqual([e2e('oldWalletkitDevNamespaces')])
  })

  it('gives the unit projects what a bigger machine has beyond the two cores of the e2e runs', () => {
    expect(planTestRuns([], [e2e('connect')], 8)[0]?.args).toContain('--maxWorkers=6')
    expect(planTestRuns([], [e2e('connect')], 1)[0]?.args).toContain('--maxWorkers=1')
  })

  it('starts no e2e run without files for it', () => {
    expect(planTestRuns([], [e2e('connect')]).map((run) => run.name)).toEqual(['unit', 'install', 'e2e-1'])
  })

  it('passes arguments to one vitest run as they are', () => {
    expect(planTestRuns(['--project', 'kit', 'kit/src/utils'], [e2e('connect')])).toEqual([
      { name: 'tests', args: ['run', '--project', 'kit', 'kit/src/utils'] },
    ])
  })
})
