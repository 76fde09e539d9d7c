import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import type { WalletKitEvent } from '../core/events/WalletKitEvent.js'
import type { WalletKit } from '../core/WalletKit.js'
import { WalletKitProviderMissingError } from '../primitives/context/WalletKitProviderMissingError.js'
import { createScriptedAdapter } from '../test/createScriptedAdapter.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useNetwork } from './useNetwork.js'
import { useProvider } from './useProvider.js'
import { useWalletInfo } from './useWalletInfo.js'
import { useWalletKit } from './useWalletKit.js'
import { useWalletKitEvents } from './useWalletKitEvents.js'
import { useWalletKitTheme } from './useWalletKitTheme.js'
import { WalletKitProvider } from './WalletKitProvider.js'

afterEach(cleanup)

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

function wrapperFor(kit: WalletKit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletKitProvider kit={kit}>{children}</WalletKitProvider>
  )
}

function connect(kit: WalletKit, namespace: 'eip155' | 'solana' = 'eip155', address = ADDRESS) {
  const chain = namespace === 'eip155' ? '1' : testNetworks.solana.id
  act(() => {
    setCaipAddress(kit, namespace, `${namespace}:${chain}:${address}`)
    setConnectionStatus(kit, namespace, 'connected')
    updateAccountData(kit, namespace, { status: 'connected' })
  })
}

describe('useWalletKit', () => {
  it('opens on the view asked for, reports isOpen, and closes', () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useWalletKit(), { wrapper: wrapperFor(kit) })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open({ view: 'Networks' }))
    expect(result.current.isOpen).toBe(true)
    expect(kit.store.getState().router.view).toBe('Networks')
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  it('switches to the namespace given to open', () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useWalletKit(), { wrapper: wrapperFor(kit) })
    act(() => result.current.open({ namespace: 'solana' }))
    expect(kit.store.getState().activeNamespace).toBe('solana')
  })

  it('throws WalletKitProviderMissingError outside a provider', () => {
    expect(() => renderHook(() => useWalletKit())).toThrow(WalletKitProviderMissingError)
  })
})

describe('useAccount', () => {
  it('reads the active account, then follows a connection', () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(kit) })
    expect(result.current).toEqual({
      namespace: 'eip155',
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
      isConnected: false,
    })
    connect(kit)
    expect(result.current).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      status: 'connected',
      isConnected: true,
    })
  })

  it('reads another namespace when asked', () => {
    const kit = createTestKit()
    connect(kit)
    const { result } = renderHook(() => useAccount({ namespace: 'solana' }), { wrapper: wrapperFor(kit) })
    expect(result.current).toMatchObject({ namespace: 'solana', isConnected: false })
  })
})

describe('useNetwork', () => {
  it('lists every configured network and switches the active one', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(kit) })
    expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(result.current.networks.map((network) => network.name)).toEqual(['Ethereum', 'Base', 'Solana'])
    await act(() => result.current.switchNetwork(testNetworks.base))
    expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('asks the connected wallet to switch first', async () => {
    const kit = createTestKit()
    const adapter = createScriptedAdapter('eip155')
    registerAdapter(kit, adapter)
    connect(kit)
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(kit) })
    let switching: Promise<void> | undefined
    act(() => {
      switching = result.current.switchNetwork(testNetworks.base)
    })
    expect(adapter.switches.map((request) => request.network.caipNetworkId)).toEqual(['eip155:8453'])
    expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:1')
    await act(async () => {
      adapter.switches[0]?.resolve()
      await switching
    })
    expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })
})

describe('useDisconnect', () => {
  it('disconnects the account', async () => {
    const kit = createTestKit()
    registerAdapter(kit, createScriptedAdapter('eip155'))
    connect(kit)
    const { result } = renderHook(() => ({ ...useDisconnect(), account: useAccount() }), {
      wrapper: wrapperFor(kit),
    })
    await act(() => result.current.disconnect())
    expect(result.current.account.isConnected).toBe(false)
  })
})

describe('useWalletInfo', () => {
  it('gives the connected wallet name and icon', () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: wrapperFor(kit) })
    expect(result.current.walletInfo).toBeUndefined()
    act(() =>
      updateAccountData(kit, 'eip155', {
        connectedWalletInfo: { name: 'MetaMask', icon: 'https://x/y.png' },
      }),
    )
    expect(result.current.walletInfo).toEqual({ name: 'MetaMask', icon: 'https://x/y.png' })
  })
})

describe('useProvider', () => {
  it('gives the eip155 wallet provider while connected, and nothing otherwise', async () => {
    const kit = createTestKit()
    const adapter = createScriptedAdapter('eip155')
    registerAdapter(kit, adapter)
    const { result } = renderHook(() => useProvider(), { wrapper: wrapperFor(kit) })
    expect(result.current.provider).toBeUndefined()
    connect(kit)
    expect(await result.current.provider?.request({ method: 'eth_chainId' })).toBe('answer to eth_chainId')
  })

  it("gives the solana wallet's provider and the kit's request path to it, leaving eip155 alone", async () => {
    const kit = createTestKit()
    const requests: unknown[] = []
    const solana = Object.assign(createScriptedAdapter('solana'), {
      async request(request: unknown) {
        requests.push(request)
        return {
          signature:
            '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
        }
      },
    })
    registerAdapter(kit, createScriptedAdapter('eip155'))
    registerAdapter(kit, solana)
    const { result } = renderHook(() => ({ sol: useProvider('solana'), evm: useProvider() }), {
      wrapper: wrapperFor(kit),
    })
    expect(result.current.sol).toEqual({ provider: undefined, request: undefined })
    connect(kit, 'solana', 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq')
    expect(result.current.sol.provider).toBe(solana.provider)
    expect(result.current.evm.provider).toBeUndefined()
    const params = { message: 'Hello from Your app', pubkey: 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq' }
    expect(await result.current.sol.request?.({ method: 'solana_signMessage', params })).toEqual({
      signature: expect.any(String),
    })
    expect(requests).toEqual([{ method: 'solana_signMessage', params }])
  })
})

describe('useWalletKitEvents', () => {
  it('hands every kit event to the latest listener until unmounted', () => {
    const kit = createTestKit()
    const seen: string[] = []
    const { rerender, unmount } = renderHook(
      ({ tag }) => useWalletKitEvents((event: WalletKitEvent) => seen.push(`${tag}:${event.event}`)),
      { wrapper: wrapperFor(kit), initialProps: { tag: 'first' } },
    )
    act(() => kit.events.emit({ type: 'track', event: 'MODAL_OPEN' }))
    rerender({ tag: 'second' })
    act(() => kit.events.emit({ type: 'track', event: 'MODAL_CLOSE' }))
    unmount()
    kit.events.emit({ type: 'track', event: 'MODAL_OPEN' })
    expect(seen).toEqual(['first:MODAL_OPEN', 'second:MODAL_CLOSE'])
  })
})

function Probe() {
  const theme = useWalletKitTheme()
  return (
    <>
      <output>{`${theme.themeMode} ${theme.followsSystem}`}</output>
      <button type="button" onClick={() => theme.setThemeMode('light')}>
        light
      </button>
      <button type="button" onClick={() => theme.setThemeVariables({ '--wk-radius': '8px' })}>
        radius
      </button>
    </>
  )
}

describe('useWalletKitTheme', () => {
  it('starts from the options, pins a mode and merges variables into the button', () => {
    const kit = createTestKit({ themeMode: 'dark', themeVariables: { '--wk-accent': '#ff5a1f' } })
    render(
      <WalletKitProvider kit={kit}>
        <Probe />
      </WalletKitProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('dark false')
    fireEvent.click(screen.getByRole('button', { name: 'light' }))
    fireEvent.click(screen.getByRole('button', { name: 'radius' }))
    expect(screen.getByRole('status').textContent).toBe('light false')
  })

  it('follows the system (light where it cannot tell) when no mode is set', () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useWalletKitTheme(), { wrapper: wrapperFor(kit) })
    expect(result.current).toMatchObject({ themeMode: 'light', followsSystem: true })
  })
})
