import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setApprovedCaipNetworkIds } from './setApprovedCaipNetworkIds.js'

describe('setApprovedCaipNetworkIds', () => {
  it('sets the approved networks of one namespace', () => {
    const kit = createTestKit()
    setApprovedCaipNetworkIds(kit, 'eip155', ['eip155:1'])
    const { networks } = kit.store.getState()
    expect(networks.eip155?.approvedCaipNetworkIds).toEqual(['eip155:1'])
    expect(networks.solana?.approvedCaipNetworkIds).toEqual([])
  })

  it('ignores a namespace the host did not configure', () => {
    const kit = createTestKit()
    setApprovedCaipNetworkIds(kit, 'polkadot', ['polkadot:91b171bb158e2d38'])
    expect(kit.store.getState().networks.polkadot).toBeUndefined()
  })
})
