import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKitOptions } from '../../config/index.js'
import { addRecentWallet } from '../../core/wallets/addRecentWallet.js'
import { connectTestKit, walletConnectConnector } from '../../test/connectTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

const walletRows = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/^[A-Z](?=[A-Z])/, ''))
    // The entry's count badge is AllWalletsEntry's to test.
    .map((text) => text?.replace(/^All wallets.*$/, 'All wallets'))

async function openConnect(connectors: Connector[], options: WalletKitOptions = {}) {
  const kit = connectTestKit(connectors, options)
  await renderModal(kit, 'Connect')
  await screen.findByRole('list', { name: 'Wallets' })
  return kit
}

// The test directory ranks MetaMask first, then Wallet 1 to Wallet 6.
describe('ConnectView recommended wallets', { timeout: 20_000 }, () => {
  it('fills Connect up to 4 wallets from the directory, after the installed ones, without duplicates', async () => {
    await openConnect([walletConnectConnector, uiTestConnectors.metaMask])
    await screen.findByText('Wallet 1', {}, { timeout: 10_000 })
    // MetaMask is installed: listed once, as the browser wallet; 3 recommended fill the 4 rows.
    expect(walletRows()).toEqual([
      'WalletConnect',
      'MetaMask, Installed',
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'All wallets',
    ])
  })

  it('lists a recent wallet first and not again among the recommended', async () => {
    const kit = connectTestKit([walletConnectConnector])
    addRecentWallet(kit, { id: 'wallet-2', name: 'Wallet 2', rdns: 'com.wallet2' })
    await renderModal(kit, 'Connect')
    await screen.findByText('Wallet 3', {}, { timeout: 10_000 })
    // The directory's top 4 (MetaMask, Wallet 1 to 3, none installed here) without the recent Wallet 2.
    expect(walletRows()).toEqual([
      'WalletConnect',
      'Wallet 2, Recent',
      'MetaMask',
      'Wallet 1',
      'Wallet 3',
      'All wallets',
    ])
  })

  it("leaves out the host's excluded wallets and shows featured ones before the recommended", async () => {
    await openConnect([walletConnectConnector], {
      featuredWalletIds: ['wallet-5'],
      excludeWalletIds: ['wallet-1'],
    })
    await waitFor(() => expect(walletRows()).toContain('Wallet 5'))
    await screen.findByText('Wallet 3', {}, { timeout: 10_000 })
    expect(walletRows()).toEqual([
      'WalletConnect',
      'Wallet 5',
      'MetaMask',
      'Wallet 2',
      'Wallet 3',
      'All wallets',
    ])
  })

  it('shows fewer beside email and social, each counting as a row', async () => {
    await openConnect([walletConnectConnector, uiTestConnectors.metaMask, uiTestConnectors.auth])
    await screen.findByText('Wallet 1', {}, { timeout: 10_000 })
    expect(walletRows()).toEqual(['WalletConnect', 'MetaMask, Installed', 'Wallet 1', 'All wallets'])
  })
})
