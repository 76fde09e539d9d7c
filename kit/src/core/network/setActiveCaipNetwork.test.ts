import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../config/index.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { getActiveAccount } from '../account/getActiveAccount.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { createSendState } from '../send/SendState.js'
import { updateSendForm } from '../send/updateSendForm.js'
import { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
import { isSwitchingNamespace } from './isSwitchingNamespace.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

const polygon: CaipNetwork = {
  ...testNetworks.mainnet,
  id: 137,
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
}
const solanaCaipAddress =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('setActiveCaipNetwork', () => {
  it('makes the network active within the same namespace without marking a switch', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.base)
    const state = kit.store.getState()
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.base)
    expect(state.activeNamespace).toBe('eip155')
    expect(isSwitchingNamespace(state)).toBe(false)
  })

  it('switches the namespace, marks the switch and takes the active address from that account', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'solana', solanaCaipAddress)
    setActiveCaipNetwork(kit, testNetworks.solana)
    const state = kit.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.networks.solana?.switching).toBe(true)
    expect(isSwitchingNamespace(state)).toBe(true)
    expect(getActiveAccount(state)?.caipAddress).toBe(solanaCaipAddress)
  })

  it('moves the switching mark when the namespace changes again', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.solana)
    setActiveCaipNetwork(kit, testNetworks.base)
    const { networks } = kit.store.getState()
    expect(networks.solana?.switching).toBe(false)
    expect(networks.eip155?.switching).toBe(true)
  })

  it('keeps the mark while the switch is not finished and the network changes within the namespace', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.base)
    setActiveCaipNetwork(kit, testNetworks.solana)
    setActiveCaipNetwork(kit, testNetworks.solana)
    expect(kit.store.getState().networks.solana?.switching).toBe(true)
  })

  it('resets the send form', () => {
    const kit = createTestKit()
    updateSendForm(kit, { amount: '1' })
    setActiveCaipNetwork(kit, testNetworks.base)
    expect(kit.store.getState().send).toEqual(createSendState())
  })

  it('shows UnsupportedChain for a network outside the requested list', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, polygon)
    const { router } = kit.store.getState()
    expect(router.view).toBe('UnsupportedChain')
    expect(router.history.at(-1)).toBe('UnsupportedChain')
    expect(getActiveCaipNetwork(kit.store.getState())).toEqual(polygon)
  })

  it('does not push UnsupportedChain twice', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, polygon)
    setActiveCaipNetwork(kit, { ...polygon, id: 10, caipNetworkId: 'eip155:10' })
    expect(kit.store.getState().router.history.filter((view) => view === 'UnsupportedChain')).toHaveLength(1)
  })

  it('stays on the current view for a requested network', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.base)
    expect(kit.store.getState().router.view).toBe('Connect')
  })

  it('stays on the current view for an unrequested network when unsupported chains are allowed', () => {
    const kit = createTestKit({ allowUnsupportedChain: true })
    setActiveCaipNetwork(kit, polygon)
    expect(kit.store.getState().router.view).toBe('Connect')
  })

  it('throws "Network Not Found" for a namespace the host did not configure', () => {
    const kit = createTestKit()
    const polkadot: CaipNetwork = {
      ...testNetworks.mainnet,
      id: '91b171bb158e2d38',
      caipNetworkId: 'polkadot:91b171bb158e2d38',
      chainNamespace: 'polkadot',
    }
    expect(() => setActiveCaipNetwork(kit, polkadot)).toThrow(NetworkNotFoundError)
    expect(kit.store.getState().activeNamespace).toBe('eip155')
  })
})

describe('setActiveCaipNetwork and balances', () => {
  it("clears the namespace's token list and native balance when its chain changes, keeps them otherwise", () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')
    const wkt = {
      name: 'WKT',
      symbol: 'WKT',
      chainId: 'eip155:1',
      address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      price: 1,
      quantity: { decimals: '18', numeric: '5' },
      iconUrl: '',
    }
    updateAccountData(kit, 'eip155', { tokenBalance: [wkt], balance: '2', balanceSymbol: 'ETH' })
    setActiveCaipNetwork(kit, testNetworks.mainnet)
    expect(kit.store.getState().accounts.eip155).toMatchObject({ tokenBalance: [wkt], balance: '2' })
    setActiveCaipNetwork(kit, testNetworks.base)
    expect(kit.store.getState().accounts.eip155).toMatchObject({ tokenBalance: [], balance: undefined })
  })
})
