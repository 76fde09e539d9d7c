import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts } from '@walletkit/fixtures'
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

function setup(initialScenario?: string) {
  const target = new EventTarget()
  const log = createEventLog()
  const controller = createPlaygroundController({ world, log, initialScenario, target })
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
})
