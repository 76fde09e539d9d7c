import { describe, expect, it } from 'vitest'
import { readNamespaces } from './readNamespaces.js'

describe('readNamespaces', () => {
  it('configures eip155 alone unless the URL names more, in the spec order, ignoring unknown names', () => {
    expect(readNamespaces('http://127.0.0.1:5173/')).toEqual(['eip155'])
    expect(readNamespaces('http://127.0.0.1:5173/?namespaces=solana')).toEqual(['eip155', 'solana'])
    expect(readNamespaces('http://127.0.0.1:5173/?namespaces=bip122,%20solana,cosmos')).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
  })
})
