import {
  createBitcoinLedger,
  type MockBitcoinWallet,
  type SandboxWorld,
  sandboxAccounts,
  sandboxBitcoinAccounts,
} from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { createEventLog } from '../createEventLog.js'
import { createPlaygroundController } from '../createPlaygroundController.js'

const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum (local)',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:1',
      tokens: [],
    },
  ],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}

/** The wallets registered on `target` by the Wallet Standard's register event. */
function recordBitcoinWallets(target: EventTarget) {
  const registered = new Set<MockBitcoinWallet>()
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (
      event as CustomEvent<(api: { register(wallet: MockBitcoinWallet): () => void }) => void>
    ).detail
    callback({
      register(wallet) {
        registered.add(wallet)
        return () => registered.delete(wallet)
      },
    })
  })
  return () => [...registered].filter((wallet) => wallet.name === 'Sandbox Bitcoin Wallet')
}

describe('the playground with a Bitcoin ledger (?namespaces=bip122)', () => {
  it('registers the mock Bitcoin wallet, asks its consent in the pending list, and replaces it on reset', async () => {
    const target = new EventTarget()
    const current = recordBitcoinWallets(target)
    const log = createEventLog()
    const ledger = createBitcoinLedger()
    const controller = createPlaygroundController({
      world,
      log,
      initialScenario: undefined,
      target,
      bitcoinLedger: ledger,
    })
    controller.announceWallet()
    const [bitcoin] = current()
    expect(bitcoin?.name).toBe('Sandbox Bitcoin Wallet')

    const connecting = bitcoin?.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    await Promise.resolve()
    const [pending] = controller.getSnapshot().wallet.requests.getSnapshot()
    expect(pending?.method).toBe('bitcoin:connect')
    controller.getSnapshot().wallet.approve(pending?.id ?? '')
    expect((await connecting)?.addresses[0]?.address).toBe(sandboxBitcoinAccounts[0]?.payment.address)

    controller.resetWallet()
    expect(current()).toHaveLength(1)
    expect(current()[0]).not.toBe(bitcoin)
  })

  it('registers no Bitcoin wallet without a ledger', () => {
    const target = new EventTarget()
    const current = recordBitcoinWallets(target)
    createPlaygroundController({
      world,
      log: createEventLog(),
      initialScenario: undefined,
      target,
    }).announceWallet()
    expect(current()).toEqual([])
  })
})
