import { describe, expect, it } from 'vitest'
import type { HeapComposition } from './composeHeapSnapshot.js'
import { summarizeSoak } from './summarizeSoak.js'

const reading = (heapUsedBytes: number, nodes: number) => ({
  heapUsedBytes,
  nodes,
  jsEventListeners: 10,
  documents: 1,
})
const heap = (objectBytes: number, codeBytes: number, detachedDomNodes = 0): HeapComposition => ({
  totalBytes: objectBytes + codeBytes,
  codeBytes,
  nativeBytes: 0,
  objectBytes,
  bytesByType: { object: objectBytes, code: codeBytes },
  detachedDomNodes,
})

describe('summarizeSoak', () => {
  it('meets the target when the objects stay within 10 % and no detached DOM is left, however the code grows', () => {
    const summary = summarizeSoak([reading(1_000_000, 50), reading(1_200_000, 60), reading(1_300_000, 50)], {
      start: heap(800_000, 200_000),
      end: heap(860_000, 440_000),
    })
    expect(summary.heapChangePercent).toBeCloseTo(30)
    expect(summary.objectHeapChangePercent).toBeCloseTo(7.5)
    expect(summary).toMatchObject({
      heapStartBytes: 1_000_000,
      heapEndBytes: 1_300_000,
      codeStartBytes: 200_000,
      codeEndBytes: 440_000,
      nodesEnd: 50,
      met: true,
    })
  })

  it('misses it when the objects grow over 10 % or detached DOM nodes are left behind', () => {
    const readings = [reading(1_000_000, 50), reading(1_000_000, 50)]
    expect(summarizeSoak(readings, { start: heap(800_000, 0), end: heap(881_000, 0) }).met).toBe(false)
    expect(summarizeSoak(readings, { start: heap(800_000, 0, 3), end: heap(800_000, 0, 4) }).met).toBe(false)
  })

  it('refuses an empty series', () => {
    expect(() => summarizeSoak([], { start: heap(1, 0), end: heap(1, 0) })).toThrow(RangeError)
  })
})
