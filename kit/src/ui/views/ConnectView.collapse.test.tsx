import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { WalletKitOptions } from '../../config/index.js'
import { connectTestKit } from '../../test/connectTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

/**
 * The rows of Connect's wallet list without what the directory adds once it has answered, whenever that is: its
 * recommended wallets (connectTestKit's "Wallet N") and the count of All wallets.
 */
const walletRows = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/^[A-Z](?=[A-Z])/, '').replace(/^(All wallets), \d+$/, '$1'))
    .filter((row) => !/^Wallet \d+$/.test(row ?? ''))

async function openConnect(
  options: WalletKitOptions,
  connectors = [uiTestConnectors.metaMask, uiTestConnectors.auth],
) {
  const kit = connectTestKit(connectors, options)
  await renderModal(kit, 'Connect')
  await screen.findByRole('list', { name: 'Wallets' })
  return kit
}

describe('ConnectView with collapsed wallets', { timeout: 20_000 }, () => {
  it('lists the wallets beside email and social by default', async () => {
    await openConnect({})
    expect(walletRows()).toEqual(['MetaMask, Installed', 'All wallets'])
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it.each([
    ['emailShowWallets: false', { emailShowWallets: false }],
    ['collapseWallets: true', { collapseWallets: true }],
  ])('puts the wallets behind "Continue with a wallet" with %s, which lists them', async (_, features) => {
    const kit = await openConnect({ features })
    expect(walletRows()).toEqual(['Continue with a wallet'])
    expect(screen.queryByRole('button', { name: /MetaMask/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(kit.store.getState().router.view).toBe('ConnectWallets')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    expect(walletRows()).toEqual(['MetaMask, Installed', 'All wallets'])
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(kit.store.getState().router.view).toBe('ConnectingExternal')
  })

  it('keeps the wallets listed when they are the only way to connect', async () => {
    await openConnect({ features: { collapseWallets: true, emailShowWallets: false } }, [
      uiTestConnectors.metaMask,
    ])
    expect(walletRows()).toEqual(['MetaMask, Installed', 'All wallets'])
  })

  it('collapses beside socials alone too, with email off', async () => {
    await openConnect({ features: { collapseWallets: true, email: false } })
    expect(walletRows()).toEqual(['Continue with a wallet'])
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull()
  })

  it('locks "Continue with a wallet" too until the legal checkbox is ticked', async () => {
    const kit = await openConnect({
      termsConditionsUrl: 'https://app.example/terms',
      features: { collapseWallets: true, legalCheckbox: true },
    })
    const row = screen.getByRole('button', { name: 'Continue with a wallet' })
    expect(row.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(row)
    expect(kit.store.getState().router.view).toBe('Connect')
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to our terms of service' }))
    fireEvent.click(row)
    expect(kit.store.getState().router.view).toBe('ConnectWallets')
    // The consent stays given on the wallets' own view.
    const checkbox = await screen.findByRole('checkbox', { name: 'I agree to our terms of service' })
    expect((checkbox as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: /MetaMask/ }).getAttribute('aria-disabled')).toBeNull()
  })
})
