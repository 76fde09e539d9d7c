import { describe, expect, it } from 'vitest'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { walletConnectConnector } from '../test/connectTestKit.js'
import { generateWallets } from '../test/createFakeWalletDirectory.js'
import { createScriptedAdapter } from '../test/createScriptedAdapter.js'
import { createTestKit } from '../test/createTestKit.js'
import { preloadModal } from './loadModal.js'

/** A kit with WalletConnect whose directory records the /getWallets queries it is asked. */
function kitWithDirectory() {
  const urls: URL[] = []
  const kit = createTestKit(
    { services: { walletDirectoryUrl: 'https://directory.test' } },
    {
      fetch: async (input) => {
        urls.push(new URL(String(input)))
        return Response.json({ data: generateWallets(1), count: 1 })
      },
    },
  )
  registerAdapter(kit, createScriptedAdapter('eip155', { connectors: [walletConnectConnector] }))
  return { kit, urls }
}

describe('preloadModal', () => {
  it("asks the directory for Connect's recommended wallets before the modal opens, once", async () => {
    const { kit, urls } = kitWithDirectory()
    preloadModal(kit)
    preloadModal(kit)
    await expect
      .poll(() => kit.store.getState().wallets.recommended.map((wallet) => wallet.id), { timeout: 10_000 })
      .toEqual(['wallet-1'])
    expect(urls.map((url) => url.searchParams.get('entries'))).toEqual(['4'])
  })

  it('asks nothing for a view other than Connect', async () => {
    const { kit, urls } = kitWithDirectory()
    preloadModal(kit, 'Account')
    // Once the module a Connect preload would load has arrived, such a preload would have asked by now.
    await import('../core/wallets/loadConnectWallets.js')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kit.store.getState().wallets.loading.recommended).toBe(false)
    expect(urls).toEqual([])
  })
})
