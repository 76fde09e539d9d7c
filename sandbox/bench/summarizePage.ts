import type { Measurement } from './measureOnce.js'
import { median } from './median.js'

/** A page's figures in the bench table: the median of its cold visits, each figure on its own. */
export type PageFigures = {
  jsAtLoadKiB: number
  jsAtIdleKiB: number
  jsOnHoverKiB: number
  jsOnOpenKiB: number
  buttonPaintMs: number
  firstContentfulPaintMs: number
  clickToDialogMs: number
  clickToFirstWalletMs: number
  longTasksAtLoad: number
  totalBlockingTimeMs: number
  longestTaskAtLoadMs: number
  heapWithModalOpenMB: number
}

/**
 * The median of each figure over a page's visits, bytes in KiB (1,024) and the heap in MB (1,000,000), as the peers
 * study reported them.
 * @example const figures = summarizePage(measurements); figures.clickToDialogMs
 */
export function summarizePage(measurements: readonly Measurement[]): PageFigures {
  const pick = (key: keyof Measurement) => median(measurements.map((measurement) => measurement[key]))
  return {
    jsAtLoadKiB: pick('jsAtLoadGzip') / 1024,
    jsAtIdleKiB: pick('jsAtIdleGzip') / 1024,
    jsOnHoverKiB: pick('jsOnHoverGzip') / 1024,
    jsOnOpenKiB: pick('jsOnOpenGzip') / 1024,
    buttonPaintMs: pick('buttonPaintMs'),
    firstContentfulPaintMs: pick('firstContentfulPaintMs'),
    clickToDialogMs: pick('clickToDialogMs'),
    clickToFirstWalletMs: pick('clickToFirstWalletMs'),
    longTasksAtLoad: pick('longTasksAtLoad'),
    totalBlockingTimeMs: pick('totalBlockingTimeMs'),
    longestTaskAtLoadMs: pick('longestTaskAtLoadMs'),
    heapWithModalOpenMB: pick('heapWithModalOpenBytes') / 1_000_000,
  }
}
