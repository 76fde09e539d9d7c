import type { MockSolanaWallet, SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts, sandboxSolanaAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { createEventLog } from './createEventLog.js'
import { createPlaygroundController } from './createPlaygroundController.js'

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

function setup(initialScenario?: string, { solana = true }: { solana?: boolean } = {}) {
  const target = new EventTarget()
  const log = createEventLog()
  const controller = createPlaygroundController({ world, log, initialScenario, target, solana })
  const announced: string[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    announced.push((event as CustomEvent<{ info: { uuid: string } }>).detail.info.uuid),
  )
  return { controller, log, target, announced }
}

describe('createPlaygroundController', () => {
  it('announces the wallet only when asked, and a fresh one after a wallet reset', () => {
    const { controller, announced } = setup()
    expect(announced).toEqual([])
    controller.announceWallet()
    const first = controller.getSnapshot().wallet
    expect(announced).toEqual([first.info.uuid])
    controller.resetWallet()
    const second = controller.getSnapshot().wallet
    expect(second).not.toBe(first)
    expect(announced).toEqual([first.info.uuid, second.info.uuid])
  })

  it('applies the scenario to the wallet, and to the next wallet, and restores the chosen answer mode', () => {
    const { controller } = setup('wallet-rejects')
    expect(controller.getSnapshot()).toMatchObject({ scenario: 'wallet-rejects', mode: 'reject' })
    controller.resetWallet()
    expect(controller.getSnapshot().mode).toBe('reject')
    controller.setWalletMode('approve')
    controller.setScenario('balance-500')
    expect(controller.getSnapshot()).toMatchObject({ scenario: 'balance-500', mode: 'approve' })
  })

  it('logs a request the panel rejected, and ends pending requests when the wallet resets', async () => {
    const { controller, log } = setup()
    const { wallet } = controller.getSnapshot()
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    const [pending] = wallet.requests.getSnapshot()
    wallet.reject(pending?.id ?? '')
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(log.getSnapshot()).toEqual([
      expect.objectContaining({
        source: 'wallet',
        title: 'eth_requestAccounts rejected',
        detail: 'Share 4 accounts with this site → 4001 User rejected the request.',
        tone: 'danger',
      }),
    ])
    const again = controller.getSnapshot().wallet.provider.request({ method: 'eth_requestAccounts' })
    controller.resetWallet()
    await expect(again).rejects.toMatchObject({ code: 4900 })
  })

  it('registers the Solana wallet by the Wallet Standard, asking consent in the same pending list and log', async () => {
    const { controller, log, target } = setup()
    const wallets = recordRegisteredWallets(target)
    expect(wallets.current()).toEqual([])
    controller.announceWallet()
    const [solana] = wallets.current()
    expect(solana?.name).toBe('Sandbox Solana Wallet')

    const connecting = solana?.features['standard:connect'].connect()
    const [pending] = controller.getSnapshot().wallet.requests.getSnapshot()
    expect(pending).toMatchObject({ method: 'standard:connect' })
    controller.getSnapshot().wallet.approve(pending?.id ?? '')
    expect((await connecting)?.accounts.map((account) => account.label)).toEqual(['Alice'])
    expect(log.getSnapshot()).toEqual([
      expect.objectContaining({ title: 'standard:connect approved', tone: 'success' }),
    ])

    controller.setWalletMode('reject')
    const [account] = solana?.accounts ?? []
    const signing = solana?.features['solana:signMessage'].signMessage({
      account: account as NonNullable<typeof account>,
      message: new TextEncoder().encode('hi'),
    })
    await expect(signing).rejects.toMatchObject({ code: 4001 })

    controller.resetWallet()
    expect(wallets.current()).toHaveLength(1)
    expect(wallets.current()[0]).not.toBe(solana)
  })

  it('registers no Solana wallet on a page without Solana, and none after a wallet reset', () => {
    const { controller, target, announced } = setup(undefined, { solana: false })
    const wallets = recordRegisteredWallets(target)
    controller.announceWallet()
    controller.resetWallet()
    expect(wallets.current()).toEqual([])
    expect(announced).toHaveLength(2)
  })

  it('disconnects the Solana side too in the wallet-disconnects scenario, and shares the ?account= person', async () => {
    const [alice, bob, carol, dave] = sandboxAccounts
    const target = new EventTarget()
    const controller = createPlaygroundController({
      world,
      log: createEventLog(),
      initialScenario: 'wallet-disconnects',
      target,
      solana: true,
      accounts: [dave, alice, bob, carol].filter((account) => account !== undefined),
    })
    const wallets = recordRegisteredWallets(target)
    controller.announceWallet()
    const [solana] = wallets.current()
    const connecting = solana?.features['standard:connect'].connect()
    const [pending] = controller.getSnapshot().wallet.requests.getSnapshot()
    controller.getSnapshot().wallet.approve(pending?.id ?? '')
    expect((await connecting)?.accounts.map((account) => account.address)).toEqual([
      sandboxSolanaAccounts[3]?.address,
    ])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(solana?.accounts).toEqual([])
  })

  it("keeps the Solana wallet's grant in the page's memory across a reload, and forgets it on Reset world", async () => {
    const items = new Map<string, string>()
    const memory = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
    const load = () => {
      const target = new EventTarget()
      const controller = createPlaygroundController({
        world,
        log: createEventLog(),
        initialScenario: undefined,
        target,
        memory,
        solana: true,
      })
      const wallets = recordRegisteredWallets(target)
      controller.announceWallet()
      return { controller, solana: wallets.current()[0] }
    }
    const first = load()
    const connecting = first.solana?.features['standard:connect'].connect()
    const wallet = first.controller.getSnapshot().wallet
    wallet.approve(wallet.requests.getSnapshot()[0]?.id ?? '')
    await connecting

    const reloaded = load()
    const silent = await reloaded.solana?.features['standard:connect'].connect({ silent: true })
    expect(silent?.accounts.map((account) => account.label)).toEqual(['Alice'])
    expect(reloaded.controller.getSnapshot().wallet.requests.getSnapshot()).toEqual([])

    reloaded.controller.resetWallet()
    const afterReset = load()
    expect(await afterReset.solana?.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
  })
})

/** The wallets registered on `target` by the Wallet Standard's register event, as an app's registry would hold them. */
function recordRegisteredWallets(target: EventTarget) {
  const registered = new Set<MockSolanaWallet>()
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<(api: { register(wallet: MockSolanaWallet): () => void }) => void>)
      .detail
    callback({
      register(wallet) {
        registered.add(wallet)
        return () => registered.delete(wallet)
      },
    })
  })
  return { current: () => [...registered] }
}
