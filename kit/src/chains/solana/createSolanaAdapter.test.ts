import { Transaction } from '@solana/web3.js'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  createFakeSolanaWallet,
  solanaAlice,
  solanaBob,
  solanaDevnet,
  solanaKeypairs,
  solanaLocal,
  solanaMainnet,
  stubBrowserWindow,
  unsignedTransfer,
  verifySignature,
} from '../../test/solanaTestWorld.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import { encodeBase58 } from '../../utils/encodeBase58.js'
import type { ChainAdapterEventMap, Connector } from '../ChainAdapter.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import type { RpcSettings } from '../port/RpcSettings.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

const [aliceKeypair] = solanaKeypairs as [(typeof solanaKeypairs)[number]]
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function startAdapter(rpc?: RpcSettings) {
  if (typeof window === 'undefined') stubBrowserWindow()
  const adapter = createSolanaAdapter()
  adapter.attach?.({
    ...createStandaloneContext(),
    networks: [solanaMainnet, solanaDevnet, solanaLocal],
    rpc,
  })
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  return { adapter, events }
}

function connectorNamed(connectors: readonly Connector[], id = 'sandbox-solana'): Connector {
  const connector = connectors.find((candidate) => candidate.id === id)
  if (!connector) throw new Error(`${id} was not discovered`)
  return connector
}

/** Connects the adapter to a registered fake wallet on Solana mainnet. */
async function connected() {
  const fake = createFakeSolanaWallet()
  fake.register()
  const { adapter, events } = startAdapter()
  const connector = connectorNamed(adapter.connectors())
  const result = await adapter.connect({ connector, network: solanaMainnet })
  fake.calls.splice(0)
  events.splice(0)
  return { fake, adapter, events, connector, result }
}

describe('createSolanaAdapter discovery', () => {
  it('lists a Wallet Standard wallet registered after it started, and drops it when unregistered', () => {
    const { adapter, events } = startAdapter()
    expect(adapter.connectors()).toEqual([])
    const fake = createFakeSolanaWallet()
    const unregister = fake.register()
    expect(adapter.connectors()).toEqual([
      expect.objectContaining({
        id: 'sandbox-solana',
        name: 'Sandbox Solana',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: fake.wallet.icon,
        installed: true,
      }),
    ])
    unregister()
    expect(adapter.connectors()).toEqual([])
    expect(
      events.map(([name, payload]) => [name, (payload as { connectors: Connector[] }).connectors.length]),
    ).toEqual([
      ['connectorsChanged', 1],
      ['connectorsChanged', 0],
    ])
  })

  it('ignores wallets without a solana chain', () => {
    createFakeSolanaWallet({ name: 'Sui Only', chains: ['sui:mainnet'] }).register()
    const { adapter } = startAdapter()
    expect(adapter.connectors()).toEqual([])
  })
})

describe('createSolanaAdapter connect', () => {
  it("connects with standard:connect and gives the account on the network's genesis reference", async () => {
    const { adapter, result } = await connected()
    expect(result).toEqual({
      address: solanaAlice,
      chainId: solanaMainnet.id,
      accounts: [solanaAlice, solanaBob],
    })
    expect(`${solanaMainnet.caipNetworkId}:${result.address}`).toBe(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAlice}`,
    )
    expect(adapter.getProvider()?.name).toBe('Sandbox Solana')
  })

  it('throws UserRejectedRequestError when the visitor declines', async () => {
    const fake = createFakeSolanaWallet()
    fake.register()
    fake.setMode('reject')
    const { adapter } = startAdapter()
    const connecting = adapter.connect({
      connector: connectorNamed(adapter.connectors()),
      network: solanaMainnet,
    })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects silently once granted, and finds nothing before', async () => {
    const fake = createFakeSolanaWallet()
    fake.register()
    const { adapter } = startAdapter()
    const connector = connectorNamed(adapter.connectors())
    expect(await adapter.reconnect?.({ connector, network: solanaDevnet })).toBeUndefined()
    await adapter.connect({ connector, network: solanaMainnet })
    const again = startAdapter().adapter
    const restored = await again.reconnect?.({
      connector: connectorNamed(again.connectors()),
      network: solanaDevnet,
    })
    expect(restored).toEqual({
      address: solanaAlice,
      chainId: solanaDevnet.id,
      accounts: [solanaAlice, solanaBob],
    })
    expect(fake.calls.map((call) => call.silent)).toEqual([true, false, true])
  })

  it('disconnects through standard:disconnect and forgets the wallet', async () => {
    const { fake, adapter } = await connected()
    await adapter.disconnect({})
    expect(fake.calls).toEqual([{ feature: 'standard:disconnect' }])
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.request?.({ method: 'solana_signMessage', params: {} })).rejects.toThrow(
      'ConnectionController client not set',
    )
  })
})

describe('createSolanaAdapter wallet events', () => {
  it('passes on an account change in the wallet', async () => {
    const { fake, events } = await connected()
    fake.switchAccount()
    expect(events).toEqual([['accountsChanged', { accounts: [solanaBob, solanaAlice] }]])
  })

  it('reports a disconnect from the wallet side and forgets the wallet', async () => {
    const { fake, adapter, events } = await connected()
    fake.disconnectFromWallet()
    expect(events).toEqual([['disconnect', { connectorId: 'sandbox-solana' }]])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('createSolanaAdapter request', () => {
  it('signs a message with solana:signMessage; the signature verifies against the public key', async () => {
    const { adapter } = await connected()
    const message = new TextEncoder().encode('Sign in to WalletKit')
    const answer = (await adapter.request?.({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: solanaAlice },
    })) as { signature: string }
    const signature = decodeBase58(answer.signature) as Uint8Array
    expect(verifySignature(message, signature, decodeBase58(solanaAlice) as Uint8Array)).toBe(true)
    expect(verifySignature(message, signature, decodeBase58(solanaBob) as Uint8Array)).toBe(false)
  })

  it.each([
    ['without a pubkey', { message: 'abc' }],
    ['without a message', { pubkey: solanaAlice }],
    [
      'for an account the wallet does not share',
      { message: 'abc', pubkey: '11111111111111111111111111111111' },
    ],
  ])('refuses solana_signMessage %s before it reaches the wallet', async (_, params) => {
    const { fake, adapter } = await connected()
    const signing = adapter.request?.({ method: 'solana_signMessage', params })
    await expect(signing).rejects.toBeInstanceOf(InvalidRpcRequestError)
    await expect(signing).rejects.toThrow('Invalid RPC request')
    expect(fake.calls).toEqual([])
  })

  it('signs a base64 transaction and answers its signature and the signed transaction in base64', async () => {
    const { fake, adapter } = await connected()
    const answer = (await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)) },
    })) as { signature: string; transaction: string }
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    expect(answer.signature).toBe(encodeBase58(signed.signature as Uint8Array))
    expect(fake.calls).toEqual([{ feature: 'solana:signTransaction', chain: 'solana:mainnet' }])
  })

  it('answers a base58 transaction in base58, and signs a list with solana_signAllTransactions', async () => {
    const { adapter } = await connected()
    const one = (await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: encodeBase58(unsignedTransfer(aliceKeypair.publicKey)) },
    })) as { transaction: string }
    expect(Transaction.from(decodeBase58(one.transaction) as Uint8Array).verifySignatures()).toBe(true)
    const all = (await adapter.request?.({
      method: 'solana_signAllTransactions',
      params: {
        transactions: [1, 2].map((lamports) => base64(unsignedTransfer(aliceKeypair.publicKey, lamports))),
      },
    })) as { transactions: string[] }
    expect(all.transactions).toHaveLength(2)
    for (const transaction of all.transactions)
      expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
  })

  it('refuses a transaction that is not a serialized Solana transaction', async () => {
    const { fake, adapter } = await connected()
    const signing = adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: 'aGVsbG8=' },
    })
    await expect(signing).rejects.toBeInstanceOf(InvalidRpcRequestError)
    expect(fake.calls).toEqual([])
  })

  it('passes the sign-and-send options and the active chain to solana:signAndSendTransaction', async () => {
    const { fake, adapter } = await connected()
    await adapter.switchNetwork({ network: solanaLocal })
    const options = {
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
      minContextSlot: 7,
    }
    const answer = (await adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)), options },
    })) as { signature: string }
    expect(decodeBase58(answer.signature)).toHaveLength(64)
    expect(fake.calls).toEqual([
      { feature: 'solana:signAndSendTransaction', chain: 'solana:localnet', options },
    ])
  })

  it('refuses an unknown preflightCommitment before it reaches the wallet', async () => {
    const { fake, adapter } = await connected()
    const sending = adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: base64(unsignedTransfer(aliceKeypair.publicKey)),
        options: { preflightCommitment: 'eventually' },
      },
    })
    const error = await sending?.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidRpcRequestError)
    expect(error).toMatchObject({ message: 'Invalid RPC request' })
    expect((error as InvalidRpcRequestError).details).toContain('preflightCommitment')
    expect(fake.calls).toEqual([])
  })

  it('refuses methods a Solana wallet does not answer with "Requested RPC call is not allowed"', async () => {
    const { adapter } = await connected()
    for (const method of ['solana_signIn', 'eth_sendTransaction']) {
      const error = await adapter.request?.({ method, params: [] }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({ message: 'Requested RPC call is not allowed' })
    }
  })

  it('turns a refusal in the wallet into UserRejectedRequestError', async () => {
    const { fake, adapter } = await connected()
    fake.setMode('reject')
    const signing = adapter.request?.({
      method: 'solana_signMessage',
      params: { message: encodeBase58(Uint8Array.of(1, 2, 3)), pubkey: solanaAlice },
    })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('createSolanaAdapter getBalance', () => {
  const rpcAnswering = (answers: (() => Response)[]) => {
    const sent: { url: string; body: unknown }[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) })
      const answer = answers.shift()
      if (!answer) throw new TypeError('fetch failed')
      return answer()
    }
    return { rpc: { blockchainApiUrl: 'https://rpc.example', projectId: 'p1', fetch }, sent }
  }
  const json =
    (body: unknown, status = 200) =>
    () =>
      new Response(JSON.stringify(body), { status })

  it("reads lamports with getBalance on the provider's RPC and gives SOL with 9 decimals", async () => {
    const { rpc, sent } = rpcAnswering([
      json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 9 }, value: 1_500_000_001 } }),
    ])
    const { adapter } = startAdapter(rpc)
    expect(await adapter.getBalance?.({ address: solanaAlice, network: solanaMainnet })).toEqual({
      balance: '1.500000001',
      symbol: 'SOL',
    })
    expect(sent).toEqual([
      {
        url: `https://rpc.example/v1/?chainId=${solanaMainnet.caipNetworkId}&projectId=p1`,
        body: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [solanaAlice] },
      },
    ])
  })

  it("falls back to the network's own RPC URL when the provider's fails", async () => {
    const { rpc, sent } = rpcAnswering([json({}, 503), json({ jsonrpc: '2.0', id: 1, result: { value: 0 } })])
    const { adapter } = startAdapter(rpc)
    expect(await adapter.getBalance?.({ address: solanaAlice, network: solanaLocal })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    expect(sent.map((request) => request.url)).toEqual([
      'https://rpc.example/v1/?chainId=solana:localnet&projectId=p1',
      'http://127.0.0.1:9/local',
    ])
  })

  it("throws the node's JSON-RPC error typed", async () => {
    const { rpc } = rpcAnswering([
      json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param' } }),
    ])
    const { adapter } = startAdapter(rpc)
    const reading = adapter.getBalance?.({ address: solanaAlice, network: solanaMainnet })
    await expect(reading).rejects.toBeInstanceOf(ChainRpcError)
    await expect(reading).rejects.toThrow('Invalid param')
  })
})
