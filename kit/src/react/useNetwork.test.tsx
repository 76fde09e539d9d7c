import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import type { WalletKit } from '../core/WalletKit.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { useAccount } from './useAccount.js'
import { useNetwork } from './useNetwork.js'
import { WalletKitProvider } from './WalletKitProvider.js'

afterEach(cleanup)

const wrapperFor =
  (kit: WalletKit) =>
  ({ children }: { children: ReactNode }) => <WalletKitProvider kit={kit}>{children}</WalletKitProvider>

describe('useNetwork with a namespace', () => {
  it("gives that namespace's network and networks, whichever namespace is active", async () => {
    const kit = createTestKit()
    const { result } = renderHook(
      () => ({ solana: useNetwork({ namespace: 'solana' }), active: useNetwork() }),
      { wrapper: wrapperFor(kit) },
    )
    expect(result.current.solana.caipNetwork?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
    expect(result.current.solana.networks.map((network) => network.name)).toEqual(['Solana'])
    expect(result.current.active.caipNetwork?.caipNetworkId).toBe('eip155:1')
    await act(() => result.current.solana.switchNetwork(testNetworks.solana))
    expect(result.current.active.caipNetwork?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
  })

  it('reads the account of each namespace while both are connected', () => {
    const kit = createTestKit()
    act(() => {
      setCaipAddress(kit, 'eip155', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      setCaipAddress(
        kit,
        'solana',
        `${testNetworks.solana.caipNetworkId}:DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq`,
      )
    })
    const { result } = renderHook(
      () => ({
        evm: useAccount({ namespace: 'eip155' }),
        solana: useAccount({ namespace: 'solana' }),
        active: useAccount(),
      }),
      { wrapper: wrapperFor(kit) },
    )
    expect(result.current.evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(result.current.solana.address).toBe('DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq')
    expect(result.current.active.namespace).toBe('eip155')
  })
})
