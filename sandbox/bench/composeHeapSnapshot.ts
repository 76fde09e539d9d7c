/** What a V8 heap snapshot holds, split the way the soak judges it. */
export type HeapComposition = {
  /** Every live object's own size, Blink's native objects included. */
  totalBytes: number
  /** V8's compiled code (snapshot type "code": bytecode, baseline and optimised machine code and their tables). */
  codeBytes: number
  /** Blink's objects the snapshot links to the JS heap (types "native" and "synthetic"): not part of the JS heap. */
  nativeBytes: number
  /** The JS heap without compiled code: the objects, closures, strings and arrays a page keeps alive, where a leak shows. */
  objectBytes: number
  /** Own sizes summed by snapshot node type (object, closure, string, code, native...). */
  bytesByType: Record<string, number>
  /** DOM nodes no longer in a document but still reachable (snapshot detachedness 2): detached DOM kept alive. */
  detachedDomNodes: number
}

type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
}

/**
 * Sums a parsed `.heapsnapshot` (Chromium's DevTools format) by kind. Blink's native objects are not JS heap and are
 * counted apart. Compiled code grows as V8 optimises functions
 * that have run often enough, for hundreds of cycles after a page settles, and stops: it is counted apart from the
 * objects, so a soak can tell the JIT filling from a leak.
 * @example composeHeapSnapshot(JSON.parse(snapshotText)).objectBytes
 */
export function composeHeapSnapshot(snapshot: HeapSnapshot): HeapComposition {
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const detachedAt = fields.indexOf('detachedness')
  const codeType = types.indexOf('code')
  const nativeTypes = new Set(
    [types.indexOf('native'), types.indexOf('synthetic')].filter((type) => type >= 0),
  )
  if (typeAt < 0 || sizeAt < 0) throw new RangeError('not a V8 heap snapshot: no type or self_size field')
  let totalBytes = 0
  let codeBytes = 0
  let nativeBytes = 0
  let detachedDomNodes = 0
  const bytesByType: Record<string, number> = {}
  for (let at = 0; at < snapshot.nodes.length; at += width) {
    const size = snapshot.nodes[at + sizeAt] ?? 0
    totalBytes += size
    const type = snapshot.nodes[at + typeAt] ?? -1
    const name = types[type] ?? 'unknown'
    bytesByType[name] = (bytesByType[name] ?? 0) + size
    if (type === codeType) codeBytes += size
    else if (nativeTypes.has(type)) nativeBytes += size
    if (detachedAt >= 0 && snapshot.nodes[at + detachedAt] === 2) detachedDomNodes++
  }
  const objectBytes = totalBytes - codeBytes - nativeBytes
  return { totalBytes, codeBytes, nativeBytes, objectBytes, bytesByType, detachedDomNodes }
}
