import type { HeapComposition } from './composeHeapSnapshot.js'
import type { MemoryReading } from './readMemoryAfterGc.js'

/** The soak's verdict from its first and last readings (both after GC, modal closed). */
export type SoakSummary = {
  heapStartBytes: number
  heapEndBytes: number
  /** The whole JS heap: (end - start) / start, in percent, compiled code included. */
  heapChangePercent: number
  /** V8's compiled code at the start and the end (it fills as functions get optimised, then stops). */
  codeStartBytes: number
  codeEndBytes: number
  /** Blink's native objects linked from JS at the start and the end (not JS heap; reported, not judged). */
  nativeStartBytes: number
  nativeEndBytes: number
  /** The JS heap without compiled code: (end - start) / start, in percent; the target is at most 10. */
  objectHeapChangePercent: number
  /** Detached DOM nodes kept alive; the target is no growth. */
  detachedStart: number
  detachedEnd: number
  nodesStart: number
  nodesEnd: number
  listenersStart: number
  listenersEnd: number
  /** The objects within 10 % of the start and no more detached DOM nodes than at the start. */
  met: boolean
}

const percent = (start: number, end: number) => ((end - start) / start) * 100

/**
 * Compares the first and last reading of a series, and the heap snapshots taken with them.
 * @example summarizeSoak([start, ...checkpoints, end], { start: firstSnapshot, end: lastSnapshot }).met
 */
export function summarizeSoak(
  readings: readonly MemoryReading[],
  composition: { start: HeapComposition; end: HeapComposition },
): SoakSummary {
  const first = readings[0]
  const last = readings.at(-1)
  if (!first || !last) throw new RangeError('summarizeSoak needs at least one reading')
  const objectHeapChangePercent = percent(composition.start.objectBytes, composition.end.objectBytes)
  return {
    heapStartBytes: first.heapUsedBytes,
    heapEndBytes: last.heapUsedBytes,
    heapChangePercent: percent(first.heapUsedBytes, last.heapUsedBytes),
    codeStartBytes: composition.start.codeBytes,
    codeEndBytes: composition.end.codeBytes,
    nativeStartBytes: composition.start.nativeBytes,
    nativeEndBytes: composition.end.nativeBytes,
    objectHeapChangePercent,
    detachedStart: composition.start.detachedDomNodes,
    detachedEnd: composition.end.detachedDomNodes,
    nodesStart: first.nodes,
    nodesEnd: last.nodes,
    listenersStart: first.jsEventListeners,
    listenersEnd: last.jsEventListeners,
    met:
      Math.abs(objectHeapChangePercent) <= 10 &&
      composition.end.detachedDomNodes <= composition.start.detachedDomNodes,
  }
}
