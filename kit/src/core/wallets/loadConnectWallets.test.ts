import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKitOptions } from '../../config/index.js'
import { generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { loadConnectWallets } from './loadConnectWallets.js'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** A kit with `connectors` whose directory answers every /getWallets with 6 wallets, recording the URLs asked. */
function kitWithDirectory(connectors: Connector[], options: WalletKitOptions = {}) {
  const urls: URL[] = []
  const wallets = generateWallets(6)
  const kit = createTestKit(
    { services: { walletDirectoryUrl: 'https://directory.test' }, ...options },
    {
      fetch: async (input) => {
        urls.push(new URL(String(input)))
        return Response.json({ data: wallets, count: wallets.length })
      },
    },
  )
  registerAdapter(kit, createScriptedAdapter('eip155', { connectors }))
  return { kit, urls }
}

const settled = (kit: ReturnType<typeof createTestKit>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const { loading } = kit.store.getState().wallets
      if (!loading.recommended && !loading.featured) resolve()
      else setTimeout(check, 5)
    }
    setTimeout(check, 0)
  })

describe('loadConnectWallets', () => {
  it('fetches the featured wallets and the recommended 4 once', async () => {
    const { kit, urls } = kitWithDirectory([walletConnect], { featuredWalletIds: ['wallet-5'] })
    loadConnectWallets(kit)
    loadConnectWallets(kit)
    await settled(kit)
    loadConnectWallets(kit)
    expect(urls.map((url) => [url.searchParams.get('entries'), url.searchParams.get('include')])).toEqual([
      ['1', 'wallet-5'],
      ['4', null],
    ])
    expect(kit.store.getState().wallets.recommended.map((wallet) => wallet.id)).toEqual([
      'wallet-1',
      'wallet-2',
      'wallet-3',
      'wallet-4',
    ])
  })

  it('asks the directory nothing when WalletConnect, the way to reach these wallets, is missing or off', async () => {
    const withoutConnector = kitWithDirectory([uiTestConnectors.metaMask])
    loadConnectWallets(withoutConnector.kit)
    const turnedOff = kitWithDirectory([walletConnect], { enableWalletConnect: false })
    loadConnectWallets(turnedOff.kit)
    await settled(withoutConnector.kit)
    expect([...withoutConnector.urls, ...turnedOff.urls]).toEqual([])
  })
})
