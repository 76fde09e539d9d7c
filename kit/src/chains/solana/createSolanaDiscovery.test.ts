import { Transaction } from '@solana/web3.js'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFakeLegacySolanaProvider } from '../../test/createFakeLegacySolanaProvider.js'
import { createFakeSolanaWallet } from '../../test/createFakeSolanaWallet.js'
import {
  solanaAlice,
  solanaKeypairs,
  solanaLocal,
  stubBrowserWindow,
  unsignedTransfer,
  verifySignature,
} from '../../test/solanaTestWorld.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import { encodeBase58 } from '../../utils/encodeBase58.js'
import type { ChainAdapterEventMap, Connector } from '../ChainAdapter.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

function startAdapter() {
  const adapter = createSolanaAdapter()
  adapter.attach?.({ ...createStandaloneContext(), networks: [solanaLocal] })
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'disconnect'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  return { adapter, events }
}

const summary = (connectors: readonly Connector[]) => connectors.map(({ id, type }) => ({ id, type }))

describe('createSolanaAdapter with a legacy window.solana', () => {
  it('offers window.solana only while no Wallet Standard wallet is registered', () => {
    stubBrowserWindow({ solana: createFakeLegacySolanaProvider().provider })
    const { adapter } = startAdapter()
    expect(summary(adapter.connectors())).toEqual([{ id: 'phantom', type: 'INJECTED' }])
    const unregister = createFakeSolanaWallet().register()
    expect(summary(adapter.connectors())).toEqual([{ id: 'sandbox-solana', type: 'ANNOUNCED' }])
    unregister()
    expect(summary(adapter.connectors())).toEqual([{ id: 'phantom', type: 'INJECTED' }])
  })

  it('finds nothing without a window (a server)', () => {
    const { adapter } = startAdapter()
    expect(adapter.connectors()).toEqual([])
  })

  it('connects, signs and follows the legacy provider', async () => {
    const legacy = createFakeLegacySolanaProvider()
    stubBrowserWindow({ solana: legacy.provider })
    const { adapter, events } = startAdapter()
    const connector = adapter.connectors()[0] as Connector
    expect(await adapter.connect({ connector, network: solanaLocal })).toEqual({
      address: solanaAlice,
      chainId: 'localnet',
      accounts: [solanaAlice],
    })
    const message = Uint8Array.of(1, 2, 3)
    const signed = (await adapter.request?.({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: solanaAlice },
    })) as { signature: string }
    expect(
      verifySignature(
        message,
        decodeBase58(signed.signature) as Uint8Array,
        decodeBase58(solanaAlice) as Uint8Array,
      ),
    ).toBe(true)
    const [alice] = solanaKeypairs as [(typeof solanaKeypairs)[number]]
    const sent = (await adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: { transaction: encodeBase58(unsignedTransfer(alice.publicKey)), options: { maxRetries: 2 } },
    })) as { signature: string }
    expect(decodeBase58(sent.signature)).toHaveLength(64)
    expect(legacy.calls.at(-1)).toEqual({ method: 'signAndSendTransaction', options: { maxRetries: 2 } })
    legacy.emit('disconnect')
    expect(events).toEqual([['disconnect', { connectorId: 'phantom' }]])
  })

  it("signs a transaction through the legacy provider's signTransaction", async () => {
    const legacy = createFakeLegacySolanaProvider()
    stubBrowserWindow({ solana: legacy.provider })
    const { adapter } = startAdapter()
    const connector = adapter.connectors()[0] as Connector
    await adapter.connect({ connector, network: solanaLocal })
    const [alice] = solanaKeypairs as [(typeof solanaKeypairs)[number]]
    const signed = (await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(unsignedTransfer(alice.publicKey)).toString('base64') },
    })) as { transaction: string }
    expect(Transaction.from(Buffer.from(signed.transaction, 'base64')).verifySignatures()).toBe(true)
  })

  it('asks again silently when Phantom reports an account this site was not granted, and follows the answer', async () => {
    const legacy = createFakeLegacySolanaProvider()
    stubBrowserWindow({ solana: legacy.provider })
    const { adapter, events } = startAdapter()
    await adapter.connect({ connector: adapter.connectors()[0] as Connector, network: solanaLocal })
    legacy.emit('accountChanged', null)
    await vi.waitFor(() => expect(events).toEqual([['accountsChanged', { accounts: [solanaAlice] }]]))
    expect(legacy.calls.at(-1)).toEqual({ method: 'connect', options: { onlyIfTrusted: true } })
  })
})
