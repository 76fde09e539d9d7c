import { describe, expect, it } from 'vitest'
import { countTestModules } from './countTestModules.mjs'

const testModule = (state, testStates) => ({
  state: () => state,
  children: {
    allTests: () => testStates.map((testState) => ({ result: () => ({ state: testState }) })).values(),
  },
})

describe('countTestModules', () => {
  it('counts the passed and failed tests, and not the skipped ones', () => {
    const modules = [
      testModule('passed', ['passed', 'passed', 'skipped']),
      testModule('failed', ['failed', 'passed']),
    ]
    expect(countTestModules(modules, [])).toEqual({ passed: 3, failed: 1 })
  })

  it('counts a file that failed without a failed test, and each error outside a test, as one failure', () => {
    expect(countTestModules([testModule('failed', [])], [new Error('after the tests')])).toEqual({
      passed: 0,
      failed: 2,
    })
  })
})
