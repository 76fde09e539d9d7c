import { createPublicKey, verify } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { sandboxAccounts, sandboxSolanaAccounts } from '@walletkit/fixtures'
import { toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineCore } from './createOfflineCore.js'
import { MemoryStorage } from './MemoryStorage.js'
import { fromBase58, toBase58 } from './solanaTestKey.js'
import { type Relay, startRelay } from './startRelay.js'
import { startTestWallet, type TestWallet } from './startTestWallet.js'

// The real WalletConnect clients (pinned 2.25.0) through the sandbox relay: a WalletConnect upgrade that changes the
// relay protocol fails here first.
const chain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337' as const,
  name: 'Local',
  nativeSymbol: 'ETH',
  nativePriceUsd: 1,
  rpcUrl: 'http://127.0.0.1:1',
  tokens: [],
}
const world = { chains: [chain], accounts: sandboxAccounts }
const alice = sandboxAccounts[0]?.address as string
const namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: { 31337: chain.rpcUrl },
  },
}

let relay: Relay
let wallet: TestWallet
const providers: InstanceType<typeof UniversalProvider>[] = []

beforeAll(async () => {
  relay = await startRelay()
  wallet = await startTestWallet({ relayUrl: relay.url, world })
})
afterEach(async () => {
  wallet.setAutoApprove(false)
  for (const provider of providers.splice(0))
    await provider.client.core.relayer.transportClose().catch(() => undefined)
})
afterAll(async () => {
  await wallet.stop()
  await relay.stop()
})

async function dapp(storage = new MemoryStorage(), prefix = `dapp-${providers.length}`) {
  const core = createOfflineCore({
    projectId: 'sandbox',
    relayUrl: relay.url,
    logger: 'silent',
    customStoragePrefix: prefix,
    storage,
  })
  const provider = await UniversalProvider.init({
    core,
    projectId: 'sandbox',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: prefix,
    storage,
    metadata: { name: 'Contract dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  providers.push(provider)
  return provider
}

async function waitFor<T>(read: () => T | undefined, timeout = 5_000): Promise<T> {
  const until = Date.now() + timeout
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// Pairing goes through a real relay and two WalletConnect cores: on a loaded machine one test can take over 5 s.
// Beside the e2e browsers in `npm test` (the two cores asked for more than they have), the Polkadot session once
// took over 20 s, and once never settled in 60 s (the other five passed; alone it takes 1 s): one more try each, and
// the hang is in the stop's notes to find. Speed is measured by `npm run bench`, not by time-outs.
describe('WalletConnect through the sandbox relay', { timeout: 60_000, retry: 1 }, () => {
  it('pairs, settles a session the wallet approved, and signs a message that verifies', async () => {
    const provider = await dapp()
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const connecting = provider.connect({ optionalNamespaces: namespaces })
    const proposal = await waitFor(() => wallet.snapshot().pending.find((item) => item.kind === 'proposal'))
    expect(proposal).toMatchObject({ dapp: 'Contract dapp', chains: ['eip155:31337'] })
    await wallet.approve(proposal.id)
    const session = await connecting
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${alice}`])

    const signing = provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('Sign in'), alice] },
      'eip155:31337',
    )
    const request = await waitFor(() => wallet.snapshot().pending.find((item) => item.kind === 'request'))
    expect(request).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337', dapp: 'Contract dapp' })
    await wallet.approve(request.id)
    const signature = await signing
    expect(await verifyMessage({ address: alice as `0x${string}`, message: 'Sign in', signature })).toBe(true)
  })

  it('rejects a session with the user-rejected error', async () => {
    const provider = await dapp()
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const connecting = provider.connect({ optionalNamespaces: namespaces })
    const proposal = await waitFor(() => wallet.snapshot().pending.find((item) => item.kind === 'proposal'))
    await wallet.reject(proposal.id)
    await expect(connecting).rejects.toMatchObject({ code: 5000 })
  })

  it('rejects a request with 4001 and keeps the session', async () => {
    wallet.setAutoApprove(true)
    const provider = await dapp()
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    await provider.connect({ optionalNamespaces: namespaces })
    wallet.setAutoApprove(false)
    const signing = provider.request(
      { method: 'personal_sign', params: [toHex('no'), alice] },
      'eip155:31337',
    )
    const request = await waitFor(() => wallet.snapshot().pending.find((item) => item.kind === 'request'))
    await wallet.reject(request.id)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(provider.session).toBeDefined()
  })

  it('restores the session from storage after a restart, and a dapp disconnect ends it in the wallet', async () => {
    wallet.setAutoApprove(true)
    const storage = new MemoryStorage()
    const first = await dapp(storage, 'dapp-restore')
    first.on('display_uri', (uri: string) => void wallet.pair(uri))
    const session = await first.connect({ optionalNamespaces: namespaces })
    await first.client.core.relayer.transportClose()

    const second = await dapp(storage, 'dapp-restore')
    expect(second.session?.topic).toBe(session?.topic)
    const signature = await second.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('again'), alice] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: alice as `0x${string}`, message: 'again', signature })).toBe(true)

    await second.disconnect()
    await waitFor(() =>
      wallet.snapshot().sessions.some((live) => live.topic === session?.topic) ? undefined : true,
    )
  })

  it("approves a Solana namespace with Alice's sandbox Solana key, whose message signatures verify", async () => {
    wallet.setAutoApprove(true)
    const provider = await dapp()
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const cluster = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const session = await provider.connect({
      optionalNamespaces: {
        ...namespaces,
        solana: { chains: [cluster], methods: ['solana_signMessage'], events: [] },
      },
    })
    const solanaAddress = wallet.snapshot().solanaAddress
    expect(solanaAddress).toBe(sandboxSolanaAccounts[0]?.address)
    expect(session?.namespaces.solana?.methods).toEqual(['solana_signMessage'])
    expect(session?.namespaces.solana?.accounts).toEqual([`${cluster}:${solanaAddress}`])
    const message = new TextEncoder().encode('Sign in with Solana')
    const { signature } = await provider.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: toBase58(message), pubkey: solanaAddress } },
      cluster,
    )
    const publicKey = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), fromBase58(solanaAddress)]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, message, publicKey, fromBase58(signature))).toBe(true)
  })

  it('approves a Polkadot namespace beside eip155 and signs a message with the sandbox Polkadot key', async () => {
    wallet.setAutoApprove(true)
    const provider = await dapp()
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const relayChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const session = await provider.connect({
      optionalNamespaces: {
        ...namespaces,
        polkadot: { chains: [relayChain], methods: ['polkadot_signMessage'], events: [] },
      },
    })
    const address = wallet.snapshot().polkadotAddress
    expect(session?.namespaces.polkadot?.accounts).toEqual([`${relayChain}:${address}`])
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${alice}`])
    const { signature } = await provider.request<{ signature: string }>(
      { method: 'polkadot_signMessage', params: { address, message: 'Hello Polkadot' } },
      relayChain,
    )
    const publicKey = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        fromBase58(address).subarray(1, 33),
      ]),
      format: 'der',
      type: 'spki',
    })
    const signed = new TextEncoder().encode('<Bytes>Hello Polkadot</Bytes>')
    expect(verify(null, signed, publicKey, Buffer.from(signature.slice(2), 'hex'))).toBe(true)
  })
})
