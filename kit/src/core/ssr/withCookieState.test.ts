import { describe, expect, it, vi } from 'vitest'
import { createEip155Adapter } from '../../chains/eip155/index.js'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { resetAccount } from '../account/resetAccount.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { withCookieState } from './withCookieState.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function kitFromCookie(accounts: Record<string, string> | undefined, adapters = [createEip155Adapter()]) {
  const kit = createTestKit({ networks: [testNetworks.mainnet, testNetworks.base] }, { adapters })
  return withCookieState(kit, accounts && { accounts })
}

describe('withCookieState', () => {
  it("starts the kit, and React's server snapshot, with the cookie's account on its network, reconnecting", () => {
    const kit = kitFromCookie({ eip155: `eip155:8453:${address}` })
    for (const state of [kit.store.getInitialState(), kit.store.getState()]) {
      expect(state.accounts.eip155).toMatchObject({
        caipAddress: `eip155:8453:${address}`,
        address,
        status: 'reconnecting',
      })
      expect(state.networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    }
  })

  it('keeps the default network when the address is on one the app does not configure', () => {
    const state = kitFromCookie({ eip155: `eip155:10:${address}` }).store.getState()
    expect(state.accounts.eip155?.address).toBe(address)
    expect(state.networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('skips a namespace without an adapter to reconnect it, or with a malformed or mismatched address', () => {
    const withoutAdapter = kitFromCookie({ eip155: `eip155:1:${address}` }, []).store.getInitialState()
    expect(withoutAdapter.accounts.eip155?.address).toBeUndefined()
    const state = kitFromCookie({ eip155: 'not an address', solana: `eip155:1:${address}` }).store.getState()
    expect(state.accounts.eip155).toMatchObject({ address: undefined, status: 'disconnected' })
  })

  it('keeps the cookie of connected addresses current as accounts connect, change and disconnect', () => {
    const kit = kitFromCookie(undefined)
    expect(kit.storage.get(STORAGE_KEYS.connectedAccounts)).toBeUndefined()
    setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
    expect(kit.storage.getJson(STORAGE_KEYS.connectedAccounts)).toEqual({ eip155: `eip155:1:${address}` })
    setCaipAddress(kit, 'eip155', `eip155:8453:${address}`)
    expect(kit.storage.getJson(STORAGE_KEYS.connectedAccounts)).toEqual({ eip155: `eip155:8453:${address}` })
    resetAccount(kit, 'eip155')
    expect(kit.storage.get(STORAGE_KEYS.connectedAccounts)).toBeUndefined()
  })

  it('leaves the cookie alone when an account changes but not its address (its balance, say)', () => {
    const kit = kitFromCookie({ eip155: `eip155:1:${address}` })
    const write = vi.spyOn(kit.storage, 'setJson')
    updateAccountData(kit, 'eip155', { balance: '1.5', balanceSymbol: 'ETH', status: 'connected' })
    expect(write).not.toHaveBeenCalled()
  })
})
