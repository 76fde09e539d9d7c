import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import { setActiveCaipNetwork } from '../core/network/setActiveCaipNetwork.js'
import type { WalletKit } from '../core/WalletKit.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { renderWithKit } from '../test/renderWithKit.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

afterEach(cleanup)

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

function connect(kit: WalletKit) {
  act(() => {
    setCaipAddress(kit, 'eip155', `eip155:1:${ADDRESS}`)
    setConnectionStatus(kit, 'eip155', 'connected')
    updateAccountData(kit, 'eip155', { status: 'connected', balance: '1234.56789', balanceSymbol: 'ETH' })
  })
}

describe('ConnectButton', () => {
  it('says Connect Wallet and opens the modal', async () => {
    const kit = createTestKit()
    renderWithKit(<ConnectButton />, kit)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(kit.store.getState().modal.open).toBe(true)
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('takes the host label', () => {
    renderWithKit(<ConnectButton label="Sign in" />, createTestKit())
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('says Connecting… while a connection is under way', () => {
    const kit = createTestKit()
    renderWithKit(<ConnectButton />, kit)
    act(() => updateAccountData(kit, 'eip155', { status: 'connecting' }))
    expect(screen.getByRole('button', { name: 'Connecting…' }).getAttribute('aria-busy')).toBe('true')
  })

  it('shows the balance floored to 3 decimals and the truncated address once connected, and opens Account', () => {
    const kit = createTestKit()
    renderWithKit(<ConnectButton />, kit)
    connect(kit)
    const button = screen.getByRole('button', { name: '1,234.567 ETH, 0x52…169EE7' })
    fireEvent.click(button)
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('leaves the balance out when asked', () => {
    const kit = createTestKit()
    renderWithKit(<ConnectButton showBalance={false} />, kit)
    connect(kit)
    expect(screen.getByRole('button', { name: '0x52…169EE7' })).toBeTruthy()
  })

  it('shows the profile name instead of the address when there is one', () => {
    const kit = createTestKit()
    renderWithKit(<AccountButton showBalance={false} />, kit)
    connect(kit)
    act(() => updateAccountData(kit, 'eip155', { profileName: 'ada.eth' }))
    expect(screen.getByRole('button', { name: 'ada.eth' })).toBeTruthy()
  })

  it('lets the host render its own button with ConnectButton.Custom', () => {
    const kit = createTestKit()
    renderWithKit(
      <ConnectButton.Custom>
        {({ open, isConnected, account, network }) => (
          <button type="button" onClick={() => open({ view: 'Networks' })}>
            {isConnected ? `${account?.displayName} on ${network?.name}` : `Join on ${network?.name}`}
          </button>
        )}
      </ConnectButton.Custom>,
      kit,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Join on Ethereum' }))
    expect(kit.store.getState().router.view).toBe('Networks')
    connect(kit)
    expect(screen.getByRole('button', { name: '0x52…169EE7 on Ethereum' })).toBeTruthy()
  })

  it('carries the pinned theme mode and the host variables', () => {
    const kit = createTestKit({ themeMode: 'dark', themeVariables: { '--wk-accent': '#ff5a1f' } })
    renderWithKit(<ConnectButton />, kit)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('data-theme')).toBe('dark')
    expect(button.style.getPropertyValue('--wk-accent')).toBe('#ff5a1f')
    expect(document.head.querySelector('style[data-walletkit="button"]')).not.toBeNull()
  })
})

describe('NetworkButton', () => {
  it('names the active network and opens Networks', () => {
    const kit = createTestKit()
    renderWithKit(<NetworkButton />, kit)
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(kit.store.getState().router.view).toBe('Networks')
  })

  it('says Unknown Network for a network the kit does not know by name', () => {
    const kit = createTestKit()
    renderWithKit(<NetworkButton />, kit)
    act(() =>
      setActiveCaipNetwork(kit, { ...testNetworks.base, id: 999, caipNetworkId: 'eip155:999', name: ' ' }),
    )
    expect(screen.getByRole('button', { name: 'Network: Unknown Network' })).toBeTruthy()
  })
})
