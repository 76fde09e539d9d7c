import type { CDPSession } from 'playwright-core'

/** The page's memory after garbage collection: JS heap in use and the renderer's live DOM objects. */
export type MemoryReading = {
  heapUsedBytes: number
  nodes: number
  jsEventListeners: number
  documents: number
}

/**
 * Collects garbage twice through the DevTools protocol (the second pass frees what the first one's finalizers
 * released), then reads the JS heap in use and the DOM counters. Nodes still counted after that are reachable:
 * with the modal closed, more of them than at the start means detached DOM kept alive.
 * @example const reading = await readMemoryAfterGc(await context.newCDPSession(page))
 */
export async function readMemoryAfterGc(session: CDPSession): Promise<MemoryReading> {
  await session.send('HeapProfiler.collectGarbage')
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await session.send('Runtime.getHeapUsage')
  const { nodes, jsEventListeners, documents } = await session.send('Memory.getDOMCounters')
  return { heapUsedBytes: usedSize, nodes, jsEventListeners, documents }
}
