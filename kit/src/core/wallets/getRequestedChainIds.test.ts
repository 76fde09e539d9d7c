import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getRequestedChainIds } from './getRequestedChainIds.js'

describe('getRequestedChainIds', () => {
  it('lists every requested network of every namespace', () => {
    expect(getRequestedChainIds(createTestKit().store.getState())).toEqual([
      'eip155:1',
      'eip155:8453',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
  })

  it('skips a namespace without network state', () => {
    expect(getRequestedChainIds({ namespaces: ['bip122'], networks: {} })).toEqual([])
  })
})
