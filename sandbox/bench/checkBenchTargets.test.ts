import { describe, expect, it } from 'vitest'
import { checkBenchTargets } from './checkBenchTargets.js'
import type { PageFigures } from './summarizePage.js'

const floor: PageFigures = {
  jsAtLoadKiB: 66.5,
  jsAtIdleKiB: 0,
  jsOnHoverKiB: 0,
  jsOnOpenKiB: 0,
  buttonPaintMs: 150,
  firstContentfulPaintMs: 151,
  clickToDialogMs: 7,
  clickToFirstWalletMs: 7,
  longTasksAtLoad: 0,
  totalBlockingTimeMs: 0,
  longestTaskAtLoadMs: 0,
  heapWithModalOpenMB: 2.5,
}

describe('checkBenchTargets', () => {
  it('meets every target for a page at the limits, measured against the floor of the same run', () => {
    const atLimits = {
      ...floor,
      jsAtLoadKiB: 100,
      buttonPaintMs: 180,
      clickToDialogMs: 16,
      clickToFirstWalletMs: 33,
      heapWithModalOpenMB: 5,
    }
    const checks = checkBenchTargets({ floor, open: atLimits, connectButton: atLimits })
    expect(checks).toHaveLength(12)
    expect(checks.filter((check) => !check.met)).toEqual([])
  })

  it("misses each target just past it, and says by how much beside the floor's figure", () => {
    const pastLimits = {
      ...floor,
      jsAtLoadKiB: 100.1,
      buttonPaintMs: 181,
      clickToDialogMs: 17,
      clickToFirstWalletMs: 34,
      longTasksAtLoad: 1,
      totalBlockingTimeMs: 12,
      heapWithModalOpenMB: 5.1,
    }
    const checks = checkBenchTargets({ floor, open: floor, connectButton: pastLimits })
    expect(checks.filter((check) => check.page === 'open').every((check) => check.met)).toBe(true)
    expect(checks.filter((check) => check.page === 'connectButton')).toMatchInlineSnapshot(`
      [
        {
          "floor": "66.5 KiB",
          "measured": "100.1 KiB (floor +33.6 KiB)",
          "met": false,
          "page": "connectButton",
          "target": "JS gz before click <= 100 KiB",
        },
        {
          "floor": "150 ms",
          "measured": "181 ms (floor +31 ms)",
          "met": false,
          "page": "connectButton",
          "target": "first paint <= floor + 30 ms",
        },
        {
          "floor": "7 ms",
          "measured": "17 ms",
          "met": false,
          "page": "connectButton",
          "target": "click to dialog <= 16 ms",
        },
        {
          "floor": "7 ms",
          "measured": "34 ms",
          "met": false,
          "page": "connectButton",
          "target": "click to first wallet <= 33 ms",
        },
        {
          "floor": "0 (TBT 0 ms)",
          "measured": "1 (TBT 12 ms)",
          "met": false,
          "page": "connectButton",
          "target": "long tasks at load = 0",
        },
        {
          "floor": "2.5 MB",
          "measured": "5.1 MB (2.04 x floor)",
          "met": false,
          "page": "connectButton",
          "target": "heap, modal open <= 2 x floor",
        },
      ]
    `)
  })
})
