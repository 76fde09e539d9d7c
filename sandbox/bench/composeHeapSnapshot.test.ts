import { describe, expect, it } from 'vitest'
import { composeHeapSnapshot } from './composeHeapSnapshot.js'

const meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } = {
  node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
  node_types: [['hidden', 'object', 'code', 'native'], 'string', 'number', 'number', 'number', 'number'],
}

describe('composeHeapSnapshot', () => {
  it('counts compiled code and Blink objects apart from the JS objects, and the detached DOM nodes', () => {
    // type, name, id, self_size, edge_count, detachedness
    const nodes = [
      1, 0, 1, 100, 0, 0, 2, 0, 3, 40, 0, 0, 3, 0, 5, 8, 0, 2, 3, 0, 7, 8, 0, 1, 2, 0, 9, 2, 0, 0,
    ]
    expect(composeHeapSnapshot({ snapshot: { meta }, nodes })).toEqual({
      totalBytes: 158,
      codeBytes: 42,
      nativeBytes: 16,
      objectBytes: 100,
      bytesByType: { object: 100, code: 42, native: 16 },
      detachedDomNodes: 1,
    })
  })

  it('refuses a file that is not a V8 heap snapshot', () => {
    expect(() =>
      composeHeapSnapshot({ snapshot: { meta: { node_fields: ['id'], node_types: [[]] } }, nodes: [1] }),
    ).toThrow(RangeError)
  })
})
