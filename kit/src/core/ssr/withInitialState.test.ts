import { describe, expect, it } from 'vitest'
import { createEip155Adapter } from '../../chains/eip155/index.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

function kitFromCookie(accounts: Record<string, string>, adapters = [createEip155Adapter()]) {
  return createTestKit(
    { networks: [testNetworks.mainnet, testNetworks.base] },
    { adapters, initialState: { accounts } },
  )
}

describe('a kit created with the initial state of a server render', () => {
  it("starts with the cookie's account on its network, reconnecting until the wallet answers", () => {
    const state = kitFromCookie({ eip155: `eip155:8453:${address}` }).store.getInitialState()
    expect(state.accounts.eip155).toMatchObject({
      caipAddress: `eip155:8453:${address}`,
      address,
      status: 'reconnecting',
    })
    expect(state.networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('keeps the default network when the address is on one the app does not configure', () => {
    const state = kitFromCookie({ eip155: `eip155:10:${address}` }).store.getState()
    expect(state.accounts.eip155?.address).toBe(address)
    expect(state.networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('skips a namespace without an adapter to reconnect it, or with a malformed or mismatched address', () => {
    expect(
      kitFromCookie({ eip155: `eip155:1:${address}` }, []).store.getState().accounts.eip155?.address,
    ).toBe(undefined)
    const state = kitFromCookie({ eip155: 'not an address', solana: `eip155:1:${address}` }).store.getState()
    expect(state.accounts.eip155).toMatchObject({ address: undefined, status: 'disconnected' })
  })
})
