import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts, sandboxPolkadotAccounts } from '@walletkit/fixtures'
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

type Entry = { enable(origin: string): Promise<{ accounts: { get(): Promise<{ address: string }[]> } }> }

function setup(polkadot: boolean, accounts = sandboxAccounts) {
  const target = Object.assign(new EventTarget(), {}) as EventTarget & {
    injectedWeb3?: Record<string, Entry>
  }
  const log = createEventLog()
  const controller = createPlaygroundController({
    world,
    log,
    initialScenario: undefined,
    target,
    polkadot,
    accounts,
  })
  return { controller, log, target }
}

describe('the playground with ?namespaces=polkadot', () => {
  it('injects the Sandbox Polkadot Wallet with the wallet, asking consent in the same pending list and log', async () => {
    const { controller, log, target } = setup(true)
    expect(target.injectedWeb3).toBeUndefined()
    controller.announceWallet()
    const entry = target.injectedWeb3?.['sandbox-polkadot']
    const enabling = entry?.enable('Your app')
    const { wallet } = controller.getSnapshot()
    const [pending] = wallet.requests.getSnapshot()
    expect(pending?.method).toBe('polkadot:enable')
    wallet.approve(pending?.id ?? '')
    const injected = await enabling
    expect(await injected?.accounts.get()).toEqual([
      expect.objectContaining({ address: sandboxPolkadotAccounts[0]?.address }),
    ])
    expect(log.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'polkadot:enable approved',
        detail: expect.stringContaining('Connect: share a Polkadot account with this site (Your app)'),
      }),
    ])
    controller.resetWallet()
    expect(target.injectedWeb3?.['sandbox-polkadot']).not.toBe(entry)
  })

  it('shares the ?account= person, and injects nothing without polkadot', async () => {
    const dave = sandboxAccounts.filter((account) => account.label === 'Dave')
    const { controller, target } = setup(true, dave)
    controller.setWalletMode('approve')
    controller.announceWallet()
    const injected = await target.injectedWeb3?.['sandbox-polkadot']?.enable('Your app')
    expect((await injected?.accounts.get())?.map((account) => account.address)).toEqual([
      sandboxPolkadotAccounts[3]?.address,
    ])
    const without = setup(false)
    without.controller.announceWallet()
    expect(without.target.injectedWeb3).toBeUndefined()
  })
})
