import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectTestKit, walletConnectConnector } from '../../test/connectTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

const urls = {
  termsConditionsUrl: 'https://app.example/terms',
  privacyPolicyUrl: 'https://app.example/privacy',
}
const REASON = 'To connect, first agree to the terms of service and privacy policy.'
const connectors = [walletConnectConnector, uiTestConnectors.metaMask, uiTestConnectors.auth]

/** Every way Connect offers to start connecting: wallet rows (WalletConnect, All wallets), email and socials. */
function connectMethods() {
  const wallets = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
  return [
    ...wallets,
    screen.getByRole('textbox', { name: 'Email address' }),
    ...screen.getAllByRole('button', { name: /^Continue with/ }),
  ]
}

describe('ConnectView with the legal checkbox', { timeout: 20_000 }, () => {
  it('locks every connect method, pointing to a visible reason, until the checkbox is ticked', async () => {
    const kit = connectTestKit(connectors, { ...urls, features: { legalCheckbox: true } })
    await renderModal(kit, 'Connect')
    const checkbox = await screen.findByRole('checkbox', {
      name: 'I agree to our terms of service and privacy policy',
    })
    expect((checkbox as HTMLInputElement).checked).toBe(false)
    expect(screen.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe(
      urls.termsConditionsUrl,
    )
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      urls.privacyPolicyUrl,
    )
    await screen.findByText('Wallet 1', {}, { timeout: 10_000 })

    const methods = connectMethods()
    // Letter tiles stand in for missing logos: their letter leads the text.
    const names = methods.map(
      (element) => element.getAttribute('aria-label') ?? element.textContent?.replace(/^[A-Z](?=[A-Z])/, ''),
    )
    expect(names).toEqual([
      'WalletConnect',
      'MetaMask, Installed',
      'Wallet 1',
      'All wallets, 7',
      'Email address',
      ...['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map(
        (name) => `Continue with ${name}`,
      ),
    ])
    for (const method of methods) {
      expect(method.getAttribute('aria-disabled')).toBe('true')
      expect(document.getElementById(method.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REASON)
    }
    for (const method of methods) fireEvent.click(method)
    const email = methods[4] as HTMLInputElement
    fireEvent.change(email, { target: { value: 'a@b.co' } })
    fireEvent.submit(email)
    expect(kit.store.getState().router.history).toEqual(['Connect'])

    fireEvent.click(checkbox)
    expect(screen.queryByText(REASON)).toBeNull()
    for (const method of methods) expect(method.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(methods[1] as HTMLElement)
    expect(kit.store.getState().router.view).toBe('ConnectingExternal')
  })

  it('names only the document the host gives', async () => {
    const kit = connectTestKit(connectors, {
      privacyPolicyUrl: urls.privacyPolicyUrl,
      features: { legalCheckbox: true },
    })
    await renderModal(kit, 'Connect')
    expect(await screen.findByRole('checkbox', { name: 'I agree to our privacy policy' })).toBeTruthy()
    expect(screen.getByText('To connect, first agree to the privacy policy.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'terms of service' })).toBeNull()
  })

  it('shows no checkbox and locks nothing when the host gives no terms or privacy URL', async () => {
    await renderModal(connectTestKit(connectors, { features: { legalCheckbox: true } }), 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.queryByRole('checkbox')).toBeNull()
    for (const method of connectMethods()) expect(method.getAttribute('aria-disabled')).toBeNull()
  })

  it('shows the terms and privacy footer instead, without legalCheckbox', async () => {
    const kit = connectTestKit(connectors, urls)
    await renderModal(kit, 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.queryByRole('checkbox')).toBeNull()
    const footer = screen.getByText(/By connecting your wallet, you agree to our/)
    expect(footer.textContent).toBe(
      'By connecting your wallet, you agree to our terms of service and privacy policy',
    )
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([urls.termsConditionsUrl, urls.privacyPolicyUrl])
    fireEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(kit.store.getState().router.view).toBe('ConnectingExternal')
  })

  it('shows neither checkbox nor footer by default', async () => {
    await renderModal(connectTestKit(connectors), 'Connect')
    await screen.findByRole('button', { name: /MetaMask/ })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
  })
})
