import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createSolanaAdapter } from '../../chains/solana/createSolanaAdapter.js'
import { createFakeSolanaWallet } from '../../test/createFakeSolanaWallet.js'
import { createTestKit } from '../../test/createTestKit.js'
import {
  solanaAlice,
  solanaBob,
  solanaLocal,
  solanaMainnet,
  stubBrowserWindow,
} from '../../test/solanaTestWorld.js'
import type { KitStorage } from '../../utils/createKitStorage.js'
import { connectExternal } from './connectExternal.js'
import { reconnect } from './reconnect.js'

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Nothing listens here: the blockchain API's balance call fails at once, so the kit reads the balance over RPC. */
const OFFLINE_URL = 'http://127.0.0.1:9'

/** A kit on Solana mainnet and a local Solana network whose RPC answers getBalance with 2.5 SOL. */
function solanaKit(storage?: KitStorage) {
  if (typeof window === 'undefined') stubBrowserWindow()
  const balanceCalls: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    balanceCalls.push(String(input))
    return Response.json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 2_500_000_000 } })
  }
  const adapter = createSolanaAdapter({ rpc: { blockchainApiUrl: OFFLINE_URL, projectId: 'p1', fetch } })
  const kit = createTestKit(
    { networks: [solanaMainnet, solanaLocal], services: { blockchainApiUrl: OFFLINE_URL } },
    { adapters: [adapter], ...(storage ? { storage } : {}) },
  )
  onTestFinished(() => kit.destroy())
  return { kit, adapter, balanceCalls }
}

describe('connectExternal with the Solana adapter', () => {
  it('connects a Wallet Standard wallet: the CAIP address on the chosen network, and its SOL balance', async () => {
    createFakeSolanaWallet().register()
    const { kit, adapter, balanceCalls } = solanaKit()
    const connector = adapter.connectors().find((candidate) => candidate.id === 'sandbox-solana')
    if (!connector) throw new Error('the fake wallet was not discovered')

    const result = await connectExternal(kit, { connector, network: solanaLocal })

    expect(result).toMatchObject({ status: 'connected', caipAddress: `solana:localnet:${solanaAlice}` })
    expect(kit.store.getState().accounts.solana).toMatchObject({
      caipAddress: `solana:localnet:${solanaAlice}`,
      allAccounts: [
        { namespace: 'solana', address: solanaAlice, type: 'eoa' },
        { namespace: 'solana', address: solanaBob, type: 'eoa' },
      ],
    })
    await vi.waitFor(() => expect(kit.store.getState().accounts.solana?.balance).toBe('2.5'), {
      timeout: 10_000,
    })
    expect(kit.store.getState().accounts.solana?.balanceSymbol).toBe('SOL')
    expect(balanceCalls[0]).toBe(`${OFFLINE_URL}/v1/?chainId=solana:localnet&projectId=p1`)
  })

  it('reconnects silently after a reload, once the wallet registers again', async () => {
    const wallet = createFakeSolanaWallet()
    const unregister = wallet.register()
    const first = solanaKit()
    const connector = first.adapter.connectors()[0]
    if (!connector) throw new Error('the fake wallet was not discovered')
    await connectExternal(first.kit, { connector, network: solanaMainnet })
    unregister()

    const { kit } = solanaKit(first.kit.storage)
    const reconnecting = reconnect(kit)
    wallet.register()

    expect(await reconnecting).toEqual(['solana'])
    expect(kit.store.getState().accounts.solana?.caipAddress).toBe(
      `${solanaMainnet.caipNetworkId}:${solanaAlice}`,
    )
    expect(wallet.calls.map((call) => call.silent)).toEqual([false, true])
  })
})
