import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from './createTestKit.js'
import { createIdleAdapter, setTestAddress } from './setTestAddress.js'

describe('test helpers', () => {
  it('setTestAddress connects and disconnects an address on one namespace', () => {
    const kit = createTestKit()
    setTestAddress(kit, 'solana', 'So1ana')
    expect(kit.store.getState().accounts.solana).toMatchObject({
      address: 'So1ana',
      caipAddress: 'solana:1:So1ana',
    })
    setTestAddress(kit, 'solana', undefined)
    expect(kit.store.getState().accounts.solana).toMatchObject({ address: undefined, caipAddress: undefined })
  })

  it('setTestAddress refuses a namespace the kit was not configured with', () => {
    expect(() => setTestAddress(createTestKit(), 'bip122', 'bc1q')).toThrow(
      'No bip122 account in this test kit',
    )
  })

  it('createIdleAdapter lists no connectors and answers every call', async () => {
    const adapter = createIdleAdapter('eip155')
    expect(adapter.connectors()).toEqual([])
    await expect(
      adapter.connect({
        connector: { id: 'x', name: 'X', type: 'INJECTED', chain: 'eip155' },
        network: testNetworks.mainnet,
      }),
    ).resolves.toEqual({ address: '0x0', chainId: 1 })
    await expect(adapter.disconnect({ connector: undefined })).resolves.toBeUndefined()
    await expect(adapter.switchNetwork({ network: testNetworks.mainnet })).resolves.toBeUndefined()
  })
})
