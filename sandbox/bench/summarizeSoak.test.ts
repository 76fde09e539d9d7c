import { describe, expect, it } from 'vitest'
import { summarizeSoak } from './summarizeSoak.js'

const reading = (heapUsedBytes: number, nodes: number) => ({
  heapUsedBytes,
  nodes,
  jsEventListeners: 10,
  documents: 1,
})

describe('summarizeSoak', () => {
  it('meets the target when the heap stays within 10 % and the nodes do not grow', () => {
    const summary = summarizeSoak([reading(1_000_000, 50), reading(1_200_000, 60), reading(1_080_000, 50)])
    expect(summary.heapChangePercent).toBeCloseTo(8)
    expect(summary).toMatchObject({
      heapStartBytes: 1_000_000,
      heapEndBytes: 1_080_000,
      nodesEnd: 50,
      met: true,
    })
  })

  it('misses it when the heap grows over 10 % or DOM nodes are left behind', () => {
    expect(summarizeSoak([reading(1_000_000, 50), reading(1_110_000, 50)]).met).toBe(false)
    expect(summarizeSoak([reading(1_000_000, 50), reading(1_000_000, 51)]).met).toBe(false)
  })

  it('refuses an empty series', () => {
    expect(() => summarizeSoak([])).toThrow(RangeError)
  })
})
