import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createFakeSolanaWallet } from '../../test/createFakeSolanaWallet.js'
import {
  solanaAlice,
  solanaBob,
  solanaDevnet,
  solanaKeypairs,
  solanaMainnet,
  unsignedTransfer,
} from '../../test/solanaTestWorld.js'
import { connectedSolanaAdapter, connectorNamed, startSolanaAdapter } from '../../test/startSolanaAdapter.js'
import type { Connector } from '../ChainAdapter.js'

const [aliceKeypair] = solanaKeypairs as [(typeof solanaKeypairs)[number]]

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createSolanaAdapter discovery', () => {
  it('lists a Wallet Standard wallet registered after it started, and drops it when unregistered', () => {
    const { adapter, events } = startSolanaAdapter()
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
    const { adapter } = startSolanaAdapter()
    expect(adapter.connectors()).toEqual([])
  })
})

describe('createSolanaAdapter connect', () => {
  it("connects with standard:connect and gives the account on the network's genesis reference", async () => {
    const { adapter, result } = await connectedSolanaAdapter()
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
    const { adapter } = startSolanaAdapter()
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
    const { adapter } = startSolanaAdapter()
    const connector = connectorNamed(adapter.connectors())
    expect(await adapter.reconnect?.({ connector, network: solanaDevnet })).toBeUndefined()
    await adapter.connect({ connector, network: solanaMainnet })
    const again = startSolanaAdapter().adapter
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
    const { fake, adapter } = await connectedSolanaAdapter()
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
    const { fake, events } = await connectedSolanaAdapter()
    fake.switchAccount()
    expect(events).toEqual([['accountsChanged', { accounts: [solanaBob, solanaAlice] }]])
  })

  it('reports a disconnect from the wallet side and forgets the wallet', async () => {
    const { fake, adapter, events } = await connectedSolanaAdapter()
    fake.disconnectFromWallet()
    expect(events).toEqual([['disconnect', { connectorId: 'sandbox-solana' }]])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('createSolanaAdapter switchNetwork', () => {
  it('moves the connection to another configured Solana network, a local one included, without asking the wallet', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    await adapter.switchNetwork({ network: solanaDevnet })
    expect(fake.calls).toEqual([])
    await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(unsignedTransfer(aliceKeypair.publicKey)).toString('base64') },
    })
    expect(fake.calls).toEqual([{ feature: 'solana:signTransaction', chain: 'solana:devnet' }])
  })

  it('needs a connected wallet and a Solana network', async () => {
    const { adapter } = startSolanaAdapter()
    await expect(adapter.switchNetwork({ network: solanaDevnet })).rejects.toThrow(
      'NetworkController client not set',
    )
    const connected = await connectedSolanaAdapter()
    const evm = { ...solanaDevnet, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155' as const }
    await expect(connected.adapter.switchNetwork({ network: evm })).rejects.toThrow('Network Not Found')
  })
})
