// @vitest-environment jsdom

import { createHandlers } from '@walletkit/fixtures'
import { type LocalChain, startLocalChain } from '@walletkit/fixtures/node'
import { HttpResponse, http, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { createPublicClient, formatEther, http as viemHttp } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { STORAGE_KEYS } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createTestKit } from '../../test/createTestKit.js'
import {
  alice,
  announceWallet,
  bob,
  createEip155TestKit,
  nextWalletRequest,
  OFFLINE_URL,
  testWorld,
  toCaipNetwork,
  walletChains,
} from '../../test/eip155TestWorld.js'
import { inEnglish } from '../../test/inEnglish.js'
import { createAccountState } from '../account/AccountState.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { openModal } from '../modal/openModal.js'
import { getNetworkName } from '../network/getNetworkName.js'
import { pushView } from '../router/pushView.js'
import type { WalletKit } from '../WalletKit.js'
import { connectExternal } from './connectExternal.js'

// One local chain for the file: Ethereum (id 1) on anvil. Base and Polygon are offline chains the wallet knows.
let local: LocalChain
let world: ReturnType<typeof testWorld>
const scenario: { name?: string | undefined } = {}
const server = setupServer()

beforeAll(async () => {
  local = await startLocalChain({ chainId: 1, name: 'Ethereum (local)', nativeSymbol: 'ETH' })
  world = testWorld([local.chain, walletChains.base, walletChains.polygon])
  server.use(
    ...createHandlers({ world, scenario: () => scenario.name }),
    http.all(new RegExp(`^${local.chain.rpcUrl}`), () => passthrough()),
    http.all(`${OFFLINE_URL}/chain/*`, () => HttpResponse.error()),
  )
  server.listen({ onUnhandledRequest: 'error' })
}, 30_000)
afterEach(() => {
  scenario.name = undefined
})
afterAll(async () => {
  server.close()
  await local?.stop()
})

/** A kit on the local Ethereum and Base, its modal open on ConnectingExternal for the announced sandbox wallet. */
function connectingKit() {
  const { kit, adapter } = createEip155TestKit({ world })
  const connector = kit.store
    .getState()
    .connectors.connectors.find((item) => item.id === 'io.walletkit.sandbox')
  if (!connector) throw new Error('the sandbox wallet was not discovered')
  openModal(kit)
  pushView(kit, 'ConnectingExternal', { connector })
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return { kit, adapter, connector, events }
}

async function chainBalance(address: `0x${string}`): Promise<string> {
  const client = createPublicClient({ transport: viemHttp(local.chain.rpcUrl) })
  return formatEther(await client.getBalance({ address }))
}

const accountOf = (kit: WalletKit) => kit.store.getState().accounts.eip155

describe('connectExternal', () => {
  it('connects when the visitor approves: CAIP address, status, connector kept, recent wallet, Account', async () => {
    const wallet = announceWallet({ world })
    const { kit, connector, events } = connectingKit()
    const connecting = connectExternal(kit, { connector })
    expect(kit.store.getState().connection.status.eip155).toBe('connecting')
    wallet.approve((await nextWalletRequest(wallet)).id)

    expect(await connecting).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${alice}` })
    const state = kit.store.getState()
    expect(accountOf(kit)).toMatchObject({
      caipAddress: `eip155:1:${alice}`,
      address: alice,
      status: 'connected',
      connectedWalletInfo: { name: 'Sandbox Wallet', type: 'ANNOUNCED', icon: wallet.info.icon },
    })
    expect(state.connection).toMatchObject({
      status: { eip155: 'connected' },
      connectorId: { eip155: 'io.walletkit.sandbox' },
    })
    expect(kit.storage.getJson(STORAGE_KEYS.connectorId)).toEqual({ eip155: 'io.walletkit.sandbox' })
    expect(state.wallets.recent).toEqual([
      {
        id: 'io.walletkit.sandbox',
        name: 'Sandbox Wallet',
        rdns: 'io.walletkit.sandbox',
        image_url: wallet.info.icon,
      },
    ])
    expect(state.router.view).toBe('Account')
    expect(state.modal.open).toBe(false)
    expect(events.map((event) => event.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(events[0]?.properties).toMatchObject({ name: 'Sandbox Wallet', caipNetworkId: 'eip155:1' })
  })

  it("loads the account's balance on the local chain through the blockchain API", async () => {
    announceWallet({ world, mode: 'approve' })
    const { kit, connector } = connectingKit()
    await connectExternal(kit, { connector })
    const expected = await chainBalance(alice)
    // vi.waitFor's default second is too short for a balance read on a loaded machine.
    const loaded = { timeout: 10_000 }
    await vi.waitFor(
      () => expect(accountOf(kit)).toMatchObject({ balance: expected, balanceSymbol: 'ETH' }),
      loaded,
    )
    // The API answers with the chain's tokens too, which an RPC read of the native balance cannot.
    const tokens = local.chain.tokens.map((token) => token.symbol)
    await vi.waitFor(
      () => expect(accountOf(kit)?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH', ...tokens]),
      loaded,
    )
  })

  it('says "Token Balance Unavailable" when the blockchain API fails, and reads the balance over RPC', async () => {
    scenario.name = 'balance-500'
    announceWallet({ world, mode: 'approve' })
    const { kit, connector } = connectingKit()
    await connectExternal(kit, { connector })
    const expected = await chainBalance(alice)
    await vi.waitFor(() => expect(accountOf(kit)).toMatchObject({ balance: expected, balanceSymbol: 'ETH' }))
    expect(accountOf(kit)?.tokenBalance).toEqual([])
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
  })

  it("reads a balance over the provider's RPC when no wallet is on that network", async () => {
    const { adapter } = createEip155TestKit({ world })
    expect(await adapter.getBalance?.({ address: bob, network: toCaipNetwork(local.chain) })).toEqual({
      balance: await chainBalance(bob),
      symbol: 'ETH',
    })
  })

  it('stays open on Account when asked to', async () => {
    announceWallet({ world, mode: 'approve' })
    const { kit, connector } = connectingKit()
    await connectExternal(kit, { connector, stayOpen: true })
    expect(kit.store.getState().modal.open).toBe(true)
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('returns declined when the visitor rejects, and changes nothing', async () => {
    const wallet = announceWallet({ world })
    const { kit, connector, events } = connectingKit()
    const connecting = connectExternal(kit, { connector })
    wallet.reject((await nextWalletRequest(wallet)).id)

    const result = await connecting
    expect(result).toMatchObject({ status: 'declined' })
    expect(result.status === 'declined' && result.error).toBeInstanceOf(UserRejectedRequestError)
    expect(accountOf(kit)).toEqual(createAccountState())
    expect(kit.store.getState().connection).toMatchObject({
      status: { eip155: 'disconnected' },
      connectorId: {},
    })
    expect(kit.storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
    expect(kit.store.getState().wallets.recent).toEqual([])
    expect(kit.store.getState().router.view).toBe('ConnectingExternal')
    expect(events).toEqual([])
  })

  it('shows UnsupportedChain when the wallet is on a chain the host did not configure', async () => {
    announceWallet({ world, mode: 'approve', chainId: 137 })
    const { kit, connector } = connectingKit()
    expect(await connectExternal(kit, { connector })).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:137:${alice}`,
    })
    const state = kit.store.getState()
    expect(getNetworkName(state)).toBe('Unknown Network')
    expect(state.router.view).toBe('UnsupportedChain')
    expect(state.modal.open).toBe(true)
  })

  it('makes a configured chain the wallet is on the active network', async () => {
    announceWallet({ world, mode: 'approve', chainId: 8453 })
    const { kit, connector } = connectingKit()
    await connectExternal(kit, { connector })
    expect(kit.store.getState().networks.eip155?.caipNetwork?.name).toBe('Base')
    expect(accountOf(kit)?.caipAddress).toBe(`eip155:8453:${alice}`)
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('tracks CONNECT_ERROR and throws a typed error when the wallet fails', async () => {
    announceWallet({ world, mode: 'fail' })
    const { kit, connector, events } = connectingKit()
    const error = await connectExternal(kit, { connector }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainRpcError)
    expect(events).toMatchObject([
      { type: 'track', event: 'CONNECT_ERROR', properties: { name: 'Sandbox Wallet', namespace: 'eip155' } },
    ])
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
  })

  it('fails and stays disconnected when the wallet goes away while the connection is being finished', async () => {
    const wallet = announceWallet({ world, mode: 'approve' })
    const { kit, adapter, connector, events } = connectingKit()
    // The wallet leaves after its connector has started the session and before the kit records it (as when the
    // checksum's code loads slowly): the kit must not end up connected to a wallet that left.
    const connect = adapter.connect.bind(adapter)
    vi.spyOn(adapter, 'connect').mockImplementation(async (parameters) => {
      const result = await connect(parameters)
      wallet.disconnect()
      return result
    })
    const error = await connectExternal(kit, { connector }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnknownError)
    expect((error as UnknownError).details).toBe('Sandbox Wallet disconnected while connecting')
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
    expect(accountOf(kit)?.caipAddress).toBeUndefined()
    expect(events.map((event) => event.event)).toEqual(['CONNECT_ERROR'])
  })

  it('does not list the generic "Browser Wallet" among the recent wallets', async () => {
    announceWallet({ world, mode: 'approve', announce: false }).exposeAsWindowEthereum()
    const { kit } = createEip155TestKit({ world })
    const injected = kit.store
      .getState()
      .connectors.connectors.find((item) => item.id === 'injected') as Connector
    await connectExternal(kit, { connector: injected })
    expect(accountOf(kit)?.address).toBe(alice)
    expect(kit.store.getState().wallets.recent).toEqual([])
  })

  it('throws "Chain adapter not found" for a namespace without an adapter', async () => {
    const kit = createTestKit()
    const connector: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
    await expect(connectExternal(kit, { connector })).rejects.toBeInstanceOf(ChainAdapterNotFoundError)
  })
})
