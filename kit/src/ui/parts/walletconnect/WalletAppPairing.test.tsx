import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { addWalletConnect } from '../../../core/walletconnect/addWalletConnect.js'
import { setWalletConnectState } from '../../../core/walletconnect/setWalletConnectState.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { createFakeUniversalProvider } from '../../../test/createFakeUniversalProvider.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const phone = { isMobile: true, isTelegram: false, os: 'ios' as const }
const base = { image_url: 'https://wallets.test/w.png', app_store: 'https://apps.test/app/1' }
const lumen: WalletEntry = { ...base, id: 'lumen', name: 'Lumen', mobile_link: 'lumen://' }
const orbit: WalletEntry = {
  ...base,
  id: 'orbit',
  name: 'Orbit Keys',
  mobile_link: 'orbitkeys://',
  link_mode: 'https://link.orbit.test/',
}

let open: MockInstance<typeof window.open>
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null)
})
afterEach(() => {
  cleanup()
  open.mockRestore()
})

async function choose(wallet: WalletEntry, environment: typeof phone | { isMobile: false } = phone) {
  const fake = createFakeUniversalProvider()
  const kit = createTestKit({}, { environment })
  addWalletConnect(kit, { loadProvider: fake.loadProvider })
  await renderModal(kit, 'ConnectingWalletConnect', { wallet })
  await waitFor(() => expect(fake.proposals).toHaveLength(1))
  return { kit, fake, uri: () => fake.proposals[0]?.uri as string }
}

describe('pairing a wallet on a phone', () => {
  it('opens the native link once, in the page, with the encoded URI, and shows no QR code', async () => {
    const { uri } = await choose(lumen)
    const href = `lumen://wc?uri=${encodeURIComponent(uri())}`
    await waitFor(() => expect(open).toHaveBeenCalledWith(href, '_self'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Continue in Lumen')).toBeTruthy()
    expect(screen.getByText('Approve the connection in Lumen, then come back here.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Lumen' }).getAttribute('href')).toBe(href)
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('prefers the universal link when the wallet has both', async () => {
    const { uri } = await choose(orbit)
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `https://link.orbit.test/wc?uri=${encodeURIComponent(uri())}`,
        '_self',
      ),
    )
  })

  it('never opens it again on its own: not on return to the page, nor for a renewed URI', async () => {
    const { kit } = await choose(lumen)
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('pageshow'))
    })
    await act(async () => setWalletConnectState(kit, { uri: 'wc:renewed@2?symKey=1' }))
    expect(open).toHaveBeenCalledTimes(1)
    const links = screen.getAllByRole('link', { name: 'Open Lumen' })
    expect(links.at(-1)?.getAttribute('href')).toBe(
      `lumen://wc?uri=${encodeURIComponent('wc:renewed@2?symKey=1')}`,
    )
  })

  it('connects when the wallet approves while the visitor is in the app', async () => {
    const { kit, fake } = await choose(lumen)
    await act(async () => fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`]))
    await waitFor(() => expect(kit.store.getState().modal.open).toBe(false))
    expect(kit.store.getState().accounts.eip155?.connectedWalletInfo?.name).toBe('Lumen')
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('after a decline, Retry pairs again but leaves opening the app to the visitor', async () => {
    const { fake } = await choose(lumen)
    await act(async () => fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' }))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await waitFor(() => expect(fake.proposals).toHaveLength(2))
    const href = `lumen://wc?uri=${encodeURIComponent(fake.proposals[1]?.uri as string)}`
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open Lumen' }).getAttribute('href')).toBe(href),
    )
    expect(open).toHaveBeenCalledTimes(1)
  })

  it.each([
    [{ ...base, id: 'cobalt', name: 'Cobalt Vault' }, 'Cobalt Vault has no link to open its app on a phone.'],
    [
      { ...base, id: 'bad', name: 'Bad Link', mobile_link: 'javascript:alert(1)//' },
      "Bad Link's app link is not valid, so it is not opened.",
    ],
  ])('shows the QR code, a sentence and the store link for $name, and opens nothing', async (wallet, why) => {
    await choose(wallet)
    expect(await screen.findByRole('img', { name: `QR code to connect ${wallet.name}` })).toBeTruthy()
    expect(screen.getByText(`${wallet.name} cannot be opened from this browser`)).toBeTruthy()
    expect(screen.getByText(new RegExp(why.replace(/[.()]/g, '\\$&')))).toBeTruthy()
    expect(screen.getByRole('link', { name: `Get ${wallet.name} on App Store` }).getAttribute('href')).toBe(
      base.app_store,
    )
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
  })

  it('keeps the QR code on a desktop, opening nothing', async () => {
    await choose(orbit, { isMobile: false })
    expect(await screen.findByRole('img', { name: 'QR code to connect Orbit Keys' })).toBeTruthy()
    expect(screen.queryByText(/cannot be opened/)).toBeNull()
    expect(open).not.toHaveBeenCalled()
  })
})
