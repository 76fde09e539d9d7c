import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKitOptions } from '../../config/index.js'
import { addRecentWallet } from '../../core/wallets/addRecentWallet.js'
import { connectTestKit, walletConnectConnector } from '../../test/connectTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

afterEach(cleanup)

const kitWith = (connectors: Connector[], options: WalletKitOptions = {}) =>
  connectTestKit(connectors, options)

const sectionOrder = () =>
  Array.from(document.querySelectorAll('.wk-view > .wk-stack > :not(.wk-divider)')).map((section) =>
    section.matches('form') ? 'email' : section.matches('.wk-socials') ? 'social' : 'wallet',
  )

describe('ConnectView', { timeout: 20_000 }, () => {
  it('lists the browser wallets with their names, images and an Installed tag', async () => {
    await renderModal(kitWith([uiTestConnectors.metaMask, uiTestConnectors.rabby]), 'Connect')
    const list = await screen.findByRole('list', { name: 'Wallets' })
    // Without what the directory adds once it has answered, whenever that is: its recommended wallets
    // (connectTestKit's "Wallet N") and the count of All wallets.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) =>
          button.textContent?.replace(/^[A-Z](?=[A-Z])/, '').replace(/^(All wallets), \d+$/, '$1'),
        )
        .filter((row) => !/^Wallet \d+$/.test(row ?? '')),
    ).toEqual(['MetaMask, Installed', 'Rabby Wallet, Installed', 'All wallets'])
    expect(list.querySelector('img')?.getAttribute('src')).toBe(uiTestConnectors.metaMask.info.icon)
  })

  it('tags a recent wallet Recent', async () => {
    const kit = kitWith([uiTestConnectors.metaMask, uiTestConnectors.rabby])
    addRecentWallet(kit, { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' })
    await renderModal(kit, 'Connect')
    expect(await screen.findByRole('button', { name: 'Rabby Wallet, Recent' })).toBeTruthy()
  })

  it('opens ConnectingExternal with the wallet picked', async () => {
    const kit = kitWith([uiTestConnectors.metaMask])
    await renderModal(kit, 'Connect')
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
    expect(kit.store.getState().router).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: { id: 'io.metamask' } },
    })
    expect(await screen.findByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
  })

  it('offers WalletConnect once its view is part of the build', async () => {
    await renderModal(kitWith([walletConnectConnector, uiTestConnectors.metaMask]), 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.getByRole('button', { name: /WalletConnect/ })).toBeTruthy()
  })

  it('says so when no wallet can be offered', async () => {
    await renderModal(kitWith([], { features: { allWallets: false } }), 'Connect')
    expect(await screen.findByText('No wallet found')).toBeTruthy()
  })

  it('leaves email and social out while no auth connector is registered', async () => {
    await renderModal(kitWith([uiTestConnectors.metaMask]), 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  })

  it('puts the wallets first when a browser wallet shows, then email and social', async () => {
    await renderModal(kitWith([uiTestConnectors.auth, uiTestConnectors.metaMask]), 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it('puts email and social first when no browser wallet shows', async () => {
    await renderModal(kitWith([uiTestConnectors.auth]), 'Connect')
    await screen.findByRole('textbox', { name: 'Email address' })
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('follows the host order over both', async () => {
    const kit = kitWith([uiTestConnectors.auth, uiTestConnectors.metaMask], {
      features: { connectMethodsOrder: ['social', 'wallet', 'email'] },
    })
    await renderModal(kit, 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(sectionOrder()).toEqual(['social', 'wallet', 'email'])
  })

  it('shows the socials in the configured order and leads to their views', async () => {
    const kit = kitWith([uiTestConnectors.auth], { features: { socials: ['github', 'farcaster'] } })
    await renderModal(kit, 'Connect')
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' })
    expect(
      screen.getAllByRole('button', { name: /^Continue with/ }).map((button) => button.textContent),
    ).toEqual(['GitHub', 'Farcaster'])
    fireEvent.click(github)
    expect(kit.store.getState().router).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github' },
    })
  })

  // A valid email goes to the login frame: see auth/ConnectEmail.test.tsx.
  it('refuses an invalid email', async () => {
    const kit = kitWith([uiTestConnectors.auth])
    await renderModal(kit, 'Connect')
    const input = await screen.findByRole('textbox', { name: 'Email address' })
    fireEvent.change(input, { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(kit.store.getState().router.view).toBe('Connect')
  })
})
