// @vitest-environment jsdom

import type { SettledWalletRequest } from '@walletkit/fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { AddChainError } from '../../errors/AddChainError.js'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  alice,
  announceWallet,
  nextWalletRequest,
  optimism,
  toCaipNetwork,
  walletChains,
} from '../../test/eip155TestWorld.js'
import type { ChainAdapterEventMap, Connector } from '../ChainAdapter.js'
import { createPendingRequests, type PendingRequests } from '../port/createPendingRequests.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import { createEip155Adapter } from './createEip155Adapter.js'

const ethereum = toCaipNetwork(walletChains.ethereum)

/** Aborts every tracked request, as the kit does on a disconnect (safe reads are never tracked). */
function abortTracked(pending: PendingRequests): number {
  const tracked = pending.list()
  for (const request of tracked) request.controller.abort()
  return tracked.length
}
const base = toCaipNetwork(walletChains.base)

function startAdapter(parameters: Parameters<typeof createEip155Adapter>[0] = {}) {
  const adapter = createEip155Adapter(parameters)
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  return { adapter, events }
}

function sandboxConnector(connectors: readonly Connector[]): Connector {
  const connector = connectors.find((candidate) => candidate.id === 'io.walletkit.sandbox')
  if (!connector) throw new Error('the sandbox wallet was not discovered')
  return connector
}

/** Connects the adapter to an approving wallet and records what the wallet settles from then on. */
async function connected(options: Parameters<typeof announceWallet>[0] = {}) {
  const wallet = announceWallet({ mode: 'approve', ...options })
  const { adapter, events } = startAdapter()
  const connector = sandboxConnector(adapter.connectors())
  await adapter.connect({ connector, network: ethereum })
  const settled: SettledWalletRequest[] = []
  wallet.onRequestSettled((request) => settled.push(request))
  wallet.setMode('manual')
  events.splice(0)
  return { wallet, adapter, events, connector, settled }
}

describe('createEip155Adapter discovery', () => {
  it('asks wallets to announce only once started, never when created', () => {
    let asked = 0
    const count = () => asked++
    window.addEventListener('eip6963:requestProvider', count)
    onTestFinished(() => window.removeEventListener('eip6963:requestProvider', count))
    const { adapter } = startAdapter()
    expect(asked).toBe(0)
    adapter.start?.()
    adapter.connectors()
    expect(asked).toBe(1)
  })
})

describe('createEip155Adapter connect', () => {
  it('connects with eth_requestAccounts and reports the address and the chain the wallet is on', async () => {
    const wallet = announceWallet({ chainId: 137 })
    const { adapter } = startAdapter()
    const connecting = adapter.connect({
      connector: sandboxConnector(adapter.connectors()),
      network: ethereum,
    })
    const request = await nextWalletRequest(wallet)
    expect(request.method).toBe('eth_requestAccounts')
    wallet.approve(request.id)
    expect(await connecting).toMatchObject({
      address: alice,
      chainId: 137,
      accounts: expect.arrayContaining([alice]),
    })
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('throws UserRejectedRequestError when the visitor declines', async () => {
    announceWallet({ mode: 'reject' })
    const { adapter } = startAdapter()
    const connecting = adapter.connect({
      connector: sandboxConnector(adapter.connectors()),
      network: ethereum,
    })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects silently with eth_accounts once granted, and finds nothing before', async () => {
    const wallet = announceWallet({ mode: 'approve' })
    const { adapter } = startAdapter()
    const connector = sandboxConnector(adapter.connectors())
    expect(await adapter.reconnect?.({ connector })).toBeUndefined()
    await adapter.connect({ connector, network: ethereum })
    wallet.setMode('manual')
    const again = createEip155Adapter()
    onTestFinished(() => again.destroy?.())
    expect(await again.reconnect?.({ connector: sandboxConnector(again.connectors()) })).toMatchObject({
      address: alice,
      chainId: 1,
    })
    expect(wallet.requests.getSnapshot()).toEqual([])
  })
})

describe('createEip155Adapter switchNetwork', () => {
  it('switches a wallet that knows the chain and reports the new chain', async () => {
    const { wallet, adapter, events, settled } = await connected()
    await adapter.switchNetwork({ network: base })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(events).toEqual([['chainChanged', { chainId: 8453 }]])
    expect(settled).toEqual([])
  })

  it('adds a chain the wallet lacks with the network details, then switches to it', async () => {
    const { wallet, adapter, settled } = await connected()
    const switching = adapter.switchNetwork({ network: optimism })
    wallet.approve((await nextWalletRequest(wallet)).id)
    await switching
    expect(settled).toEqual([
      expect.objectContaining({
        method: 'wallet_addEthereumChain',
        outcome: 'approved',
        params: [
          {
            chainId: '0xa',
            chainName: 'OP Mainnet',
            nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
            rpcUrls: optimism.rpcUrls.default.http,
            blockExplorerUrls: ['https://explorer.example/10'],
          },
        ],
      }),
    ])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  it('throws "Chain is not supported" when the wallet fails to add the chain', async () => {
    const { wallet, adapter } = await connected()
    wallet.setMode('fail')
    const error = await adapter.switchNetwork({ network: optimism }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AddChainError)
    expect(error).toMatchObject({ message: 'Chain is not supported' })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('throws UserRejectedRequestError when the visitor refuses to add the chain', async () => {
    const { wallet, adapter } = await connected()
    wallet.setMode('reject')
    await expect(adapter.switchNetwork({ network: optimism })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('needs a connected wallet', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.switchNetwork({ network: base })).rejects.toThrow('NetworkController client not set')
  })
})

describe('createEip155Adapter wallet events and disconnect', () => {
  it('revokes the permission on disconnect, stops listening and forgets the provider', async () => {
    const { wallet, adapter, events } = await connected()
    await adapter.disconnect({})
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(events).toEqual([])
  })

  it('ignores a wallet that cannot revoke', async () => {
    const { adapter } = await connected()
    const provider = adapter.getProvider()
    if (!provider) throw new Error('expected a provider')
    const request = provider.request
    provider.request = async (args) =>
      args.method === 'wallet_revokePermissions' ? Promise.reject(new Error('unsupported')) : request(args)
    onTestFinished(() => {
      provider.request = request
    })
    await expect(adapter.disconnect({})).resolves.toBeUndefined()
  })

  it("passes on the wallet's chain and account changes", async () => {
    const { wallet, events } = await connected()
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(events).toEqual([
      ['chainChanged', { chainId: 137 }],
      ['accountsChanged', { accounts: [] }],
    ])
  })

  it('ends a connection the wallet leaves before answering its chain, instead of keeping a session it left', async () => {
    const wallet = announceWallet({ mode: 'approve' })
    const { adapter } = startAdapter()
    const connector = sandboxConnector(adapter.connectors())
    // The wallet goes away right after sharing its accounts, before the kit has asked for its chain.
    const unsubscribe = wallet.onRequestSettled(({ method }) => {
      if (method !== 'eth_requestAccounts') return
      unsubscribe()
      wallet.disconnect()
    })
    await expect(adapter.connect({ connector, network: ethereum })).rejects.toThrow(UnknownError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reports a disconnect from the wallet side once, and forgets the provider', async () => {
    const { wallet, adapter, events } = await connected()
    wallet.disconnect()
    expect(events).toEqual([['disconnect', { connectorId: 'io.walletkit.sandbox' }]])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('createEip155Adapter request', () => {
  it('refuses a method the kit does not know with "Requested RPC call is not allowed"', async () => {
    const { adapter } = await connected()
    const error = await adapter
      .request?.({ method: 'eth_sign', params: [alice, '0x00'] })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect(error).toMatchObject({
      message: 'Requested RPC call is not allowed',
      uiMessage: 'Action not allowed',
    })
  })

  it('refuses wallet_sendCalls whose calls lack a 0x recipient', async () => {
    const { adapter } = await connected()
    const sending = adapter.request?.({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'dead' }] }] })
    await expect(sending).rejects.toBeInstanceOf(InvalidRpcRequestError)
  })

  it('passes requests through to the wallet and types its errors', async () => {
    const { wallet, adapter } = await connected()
    expect(await adapter.request?.({ method: 'eth_chainId' })).toBe('0x1')
    wallet.setMode('reject')
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    wallet.setMode('fail')
    const failing = adapter.request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
    await expect(failing).rejects.toBeInstanceOf(ChainRpcError)
  })

  it('tracks requests that need approval so they can be aborted, and leaves safe reads running', async () => {
    const pending = createPendingRequests()
    const { wallet, adapter } = await connected()
    adapter.attach?.({
      ...createStandaloneContext(),
      pending,
      rpc: { blockchainApiUrl: 'http://127.0.0.1:9', projectId: '' },
    })
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
    const reading = adapter.request?.({ method: 'eth_chainId' })
    await nextWalletRequest(wallet)
    expect(abortTracked(pending)).toBe(1)
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(reading).resolves.toBe('0x1')
  })

  it('never sends a request aborted before it reached the wallet', async () => {
    const pending = createPendingRequests()
    const { wallet, adapter, settled } = await connected()
    adapter.attach?.({
      ...createStandaloneContext(),
      pending,
      rpc: { blockchainApiUrl: 'http://127.0.0.1:9', projectId: '' },
    })
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
    abortTracked(pending)
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(wallet.requests.getSnapshot()).toEqual([])
    expect(settled).toEqual([])
  })

  it('uses the pending registry given to the factory over the one the kit attaches', async () => {
    const pending = createPendingRequests()
    const wallet = announceWallet({ mode: 'approve' })
    const { adapter } = startAdapter({ pending })
    adapter.attach?.({ ...createStandaloneContext(), rpc: { blockchainApiUrl: '', projectId: '' } })
    await adapter.connect({ connector: sandboxConnector(adapter.connectors()), network: ethereum })
    wallet.setMode('manual')
    void adapter
      .request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
      .catch(() => undefined)
    expect(pending.list().map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('needs a connected wallet', async () => {
    const { adapter } = startAdapter()
    await expect(adapter.request?.({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
      ConnectionClientNotSetError,
    )
  })
})
