import type { CDPSession } from 'playwright-core'
import { composeHeapSnapshot, type HeapComposition } from './composeHeapSnapshot.js'

/**
 * Takes a heap snapshot through the DevTools protocol (which collects garbage first) and sums it by kind: compiled
 * code, objects, detached DOM nodes.
 * @example const { objectBytes } = await readHeapComposition(await context.newCDPSession(page))
 */
export async function readHeapComposition(session: CDPSession): Promise<HeapComposition> {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  session.on('HeapProfiler.addHeapSnapshotChunk', collect)
  try {
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', collect)
  }
  return composeHeapSnapshot(JSON.parse(chunks.join('')))
}
