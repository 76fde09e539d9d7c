import { describe, expect, it } from 'vitest'
import { countE2eWorkers } from './countE2eWorkers.js'

describe('countE2eWorkers', () => {
  it('runs two files side by side on two cores or more, one on a single core', () => {
    expect(countE2eWorkers({}, 2)).toBe(2)
    expect(countE2eWorkers({}, 8)).toBe(2)
    expect(countE2eWorkers({}, 1)).toBe(1)
  })

  it('takes the count WALLETKIT_E2E_WORKERS asks for, and ignores one that is not a whole number of at least 1', () => {
    expect(countE2eWorkers({ WALLETKIT_E2E_WORKERS: '1' }, 2)).toBe(1)
    expect(countE2eWorkers({ WALLETKIT_E2E_WORKERS: '3' }, 2)).toBe(3)
    expect(countE2eWorkers({ WALLETKIT_E2E_WORKERS: '0' }, 2)).toBe(2)
    expect(countE2eWorkers({ WALLETKIT_E2E_WORKERS: 'two' }, 2)).toBe(2)
  })
})
