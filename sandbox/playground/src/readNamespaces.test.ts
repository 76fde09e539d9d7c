import { describe, expect, it } from 'vitest'
import { readNamespaces } from './readNamespaces.js'

describe('readNamespaces', () => {
  it('configures all four namespaces unless the URL or the world names fewer', () => {
    expect(readNamespaces('http://127.0.0.1:5173/')).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    expect(readNamespaces('http://127.0.0.1:5173/', ['eip155'])).toEqual(['eip155'])
    expect(readNamespaces('http://127.0.0.1:5173/?namespaces=solana', ['eip155'])).toEqual([
      'eip155',
      'solana',
    ])
  })

  it('keeps eip155 first, the spec order, and leaves out unknown names', () => {
    expect(readNamespaces('http://127.0.0.1:5173/?namespaces=bip122,%20solana,cosmos')).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    expect(readNamespaces('http://127.0.0.1:5173/?namespaces=eip155')).toEqual(['eip155'])
  })
})
