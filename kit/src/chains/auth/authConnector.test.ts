import { getAddress } from 'viem'
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { reconnect } from '../../core/connection/reconnect.js'
import { storeConnectorId } from '../../core/connection/storedConnectorIds.js'
import { ADDRESS, mountFrame, startKit } from '../../test/authTestKit.js'
import { AUTH_CONNECTOR_ID } from './createAuthAdapter.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the embedded wallet restoring a session', () => {
  it('asks the frame for its chain (GET_CHAIN_ID) when the kit has no active network, and comes back on it', async () => {
    const { kit } = startKit()
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    kit.store.setState((state) => {
      const eip155 = state.networks.eip155
      if (!eip155) throw new Error('The test kit has no eip155 networks')
      return { networks: { ...state.networks, eip155: { ...eip155, caipNetwork: undefined } } }
    })
    const frame = await mountFrame(kit, (type) => (type === 'GET_CHAIN_ID' ? { chainId: 8453 } : undefined))
    expect(await reconnect(kit, { timeout: 10 })).toEqual(['eip155'])
    expect(frame.types()).toContain('GET_CHAIN_ID')
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 8453, preferredAccountType: 'eoa' }])
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:8453:${getAddress(ADDRESS)}`)
  })

  it("does not ask for the frame's chain when the kit has one", async () => {
    const { kit } = startKit()
    storeConnectorId(kit, 'eip155', AUTH_CONNECTOR_ID)
    kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    const frame = await mountFrame(kit)
    expect(await reconnect(kit, { timeout: 10 })).toEqual(['eip155'])
    expect(frame.types()).not.toContain('GET_CHAIN_ID')
    expect(frame.payloadsOf('GET_USER')).toEqual([{ chainId: 1, preferredAccountType: 'eoa' }])
  })
})
