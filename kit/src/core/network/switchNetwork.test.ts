// @vitest-environment jsdom

import type { SettledWalletRequest } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { AddChainError } from '../../errors/AddChainError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  alice,
  announceWallet,
  createEip155TestKit,
  nextWalletRequest,
  optimism,
  toCaipNetwork,
  walletChains,
} from '../../test/eip155TestWorld.js'
import { connectExternal } from '../connection/connectExternal.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'
import { switchNetwork } from './switchNetwork.js'

const ethereum = toCaipNetwork(walletChains.ethereum)
const base = toCaipNetwork(walletChains.base)

/** A kit on Ethereum, Base and OP connected to the mock wallet (on `chainId`), recording events and wallet requests. */
async function connectedKit({ chainId }: { chainId?: number } = {}) {
  const wallet = announceWallet({ mode: 'approve', ...(chainId ? { chainId } : {}) })
  const { kit } = createEip155TestKit({ networks: [optimism] })
  const connector = kit.store
    .getState()
    .connectors.connectors.find((item) => item.id === 'io.walletkit.sandbox')
  if (!connector) throw new Error('the wallet was not discovered')
  await connectExternal(kit, { connector, stayOpen: true })
  wallet.setMode('manual')
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  const settled: SettledWalletRequest[] = []
  wallet.onRequestSettled((request) => settled.push(request))
  return { wallet, kit, events, settled }
}

const activeNetwork = (kit: ReturnType<typeof createEip155TestKit>['kit']) =>
  kit.store.getState().networks.eip155?.caipNetwork

describe('switchNetwork', () => {
  it('only makes the network active when no wallet is connected', async () => {
    const wallet = announceWallet()
    const { kit } = createEip155TestKit()
    const events: WalletKitEvent[] = []
    kit.events.subscribe((event) => events.push(event))
    await switchNetwork(kit, { network: base })
    expect(activeNetwork(kit)?.name).toBe('Base')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(events).toMatchObject([{ event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } }])
  })

  it('switches a connected wallet to a chain it knows, then the active network and the CAIP address', async () => {
    const { wallet, kit, events, settled } = await connectedKit()
    await switchNetwork(kit, { network: base })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(activeNetwork(kit)?.name).toBe('Base')
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:8453:${alice}`)
    expect(settled).toEqual([])
    expect(events.map((event) => event.event)).toEqual(['SWITCH_NETWORK'])
  })

  it('adds a chain the wallet lacks, then switches to it', async () => {
    const { wallet, kit, settled } = await connectedKit()
    const switching = switchNetwork(kit, { network: optimism })
    const request = await nextWalletRequest(wallet)
    expect(request.method).toBe('wallet_addEthereumChain')
    wallet.approve(request.id)
    await switching
    expect(settled.map((item) => [item.method, item.outcome])).toEqual([
      ['wallet_addEthereumChain', 'approved'],
    ])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(activeNetwork(kit)?.name).toBe('OP Mainnet')
  })

  it('throws "Chain is not supported" when adding the chain fails, and stays on the network it was on', async () => {
    const { wallet, kit, events } = await connectedKit()
    const switching = switchNetwork(kit, { network: optimism })
    wallet.fail((await nextWalletRequest(wallet)).id)
    const error = await switching.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AddChainError)
    expect((error as Error).message).toBe('Chain is not supported')
    expect(activeNetwork(kit)?.name).toBe('Ethereum')
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${alice}`)
    expect(events).toEqual([])
  })

  it('throws UserRejectedRequestError when the visitor refuses', async () => {
    const { wallet, kit } = await connectedKit()
    const switching = switchNetwork(kit, { network: optimism })
    wallet.reject((await nextWalletRequest(wallet)).id)
    await expect(switching).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(activeNetwork(kit)?.name).toBe('Ethereum')
  })

  it('moves a wallet on an unsupported chain to a supported one', async () => {
    const { wallet, kit } = await connectedKit({ chainId: 137 })
    expect(kit.store.getState().router.view).toBe('UnsupportedChain')
    await switchNetwork(kit, { network: ethereum })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(activeNetwork(kit)?.name).toBe('Ethereum')
    expect(shouldShowUnsupportedChain(kit.store.getState(), kit.options)).toBe(false)
  })
})
