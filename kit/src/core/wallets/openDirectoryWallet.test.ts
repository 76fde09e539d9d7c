import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setConnectors } from '../connectors/setConnectors.js'
import { openDirectoryWallet } from './openDirectoryWallet.js'

const rabby = { id: 'rabby', name: 'Rabby', rdns: 'io.rabby' }
const announced = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED' as const,
  chain: 'eip155' as const,
  info: { rdns: 'io.rabby' },
  installed: true,
}

describe('openDirectoryWallet', () => {
  it('connects an installed wallet through its browser connector', () => {
    const kit = createTestKit()
    setConnectors(kit, [announced])
    openDirectoryWallet(kit, { wallet: { ...rabby, installed: true } })
    const { router } = kit.store.getState()
    expect(router.view).toBe('ConnectingExternal')
    expect(router.data?.connector?.id).toBe('io.rabby')
  })

  it('pairs any other wallet over WalletConnect, with the logo already loaded', () => {
    const kit = createTestKit()
    setConnectors(kit, [announced])
    openDirectoryWallet(kit, { wallet: rabby, image: 'data:image/png;base64,AA' })
    const { router } = kit.store.getState()
    expect(router.view).toBe('ConnectingWalletConnect')
    expect(router.data?.wallet).toEqual({ ...rabby, image_url: 'data:image/png;base64,AA' })
  })
})
