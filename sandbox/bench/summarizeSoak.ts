import type { MemoryReading } from './readMemoryAfterGc.js'

/** The soak's verdict from its first and last readings (both after GC, modal closed). */
export type SoakSummary = {
  heapStartBytes: number
  heapEndBytes: number
  /** (end - start) / start, in percent; the target is at most 10. */
  heapChangePercent: number
  nodesStart: number
  nodesEnd: number
  listenersStart: number
  listenersEnd: number
  /** Heap within 10 % of the start and no more DOM nodes than at the start. */
  met: boolean
}

/**
 * Compares the first and last reading of a series.
 * @example summarizeSoak([start, ...checkpoints, end]).heapChangePercent
 */
export function summarizeSoak(readings: readonly MemoryReading[]): SoakSummary {
  const first = readings[0]
  const last = readings.at(-1)
  if (!first || !last) throw new RangeError('summarizeSoak needs at least one reading')
  const heapChangePercent = ((last.heapUsedBytes - first.heapUsedBytes) / first.heapUsedBytes) * 100
  return {
    heapStartBytes: first.heapUsedBytes,
    heapEndBytes: last.heapUsedBytes,
    heapChangePercent,
    nodesStart: first.nodes,
    nodesEnd: last.nodes,
    listenersStart: first.jsEventListeners,
    listenersEnd: last.jsEventListeners,
    met: Math.abs(heapChangePercent) <= 10 && last.nodes <= first.nodes,
  }
}
