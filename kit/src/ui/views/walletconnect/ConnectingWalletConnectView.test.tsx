import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addWalletConnect } from '../../../core/walletconnect/addWalletConnect.js'
import { createFakeUniversalProvider } from '../../../test/createFakeUniversalProvider.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

afterEach(cleanup)

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const harbor = {
  id: 'harbor',
  name: 'Harbor Wallet',
  image_url: 'https://wallets.test/harbor.png',
  mobile_link: 'harbor://',
  desktop_link: 'javascript:alert(1)',
  webapp_link: 'https://app.harbor.test',
}

async function open(environment = { isMobile: false, isTelegram: false, os: 'linux' as const }) {
  const fake = createFakeUniversalProvider()
  const kit = createTestKit({}, { environment })
  addWalletConnect(kit, { loadProvider: fake.loadProvider })
  await renderModal(kit, 'ConnectingWalletConnect', { wallet: harbor })
  await screen.findByRole('img', { name: 'QR code to connect Harbor Wallet' })
  return { kit, fake }
}

describe('ConnectingWalletConnectView', () => {
  it('shows the pairing URI as a QR code with the wallet in its centre, and its safe links', async () => {
    const { fake } = await open()
    expect(screen.getByRole('dialog', { name: 'Harbor Wallet' })).toBeTruthy()
    const qr = screen.getByRole('img', { name: 'QR code to connect Harbor Wallet' })
    expect(qr.querySelector('image')?.getAttribute('href')).toBe(harbor.image_url)
    const uri = fake.proposals[0]?.uri as string
    expect(screen.getByRole('link', { name: 'Open web app' }).getAttribute('href')).toBe(
      `https://app.harbor.test/wc?uri=${encodeURIComponent(uri)}`,
    )
    // The javascript: desktop link never reaches the page; the mobile link is for phones.
    expect(screen.queryByRole('link', { name: 'Open desktop app' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull()
  })

  it('opens the mobile deep link on a phone instead of showing the QR code', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const fake = createFakeUniversalProvider()
    const kit = createTestKit({}, { environment: { isMobile: true, isTelegram: false, os: 'ios' } })
    addWalletConnect(kit, { loadProvider: fake.loadProvider })
    await renderModal(kit, 'ConnectingWalletConnect', { wallet: harbor })
    const href = () => `harbor://wc?uri=${encodeURIComponent(fake.proposals[0]?.uri as string)}`
    await waitFor(() => expect(open).toHaveBeenCalledWith(href(), '_self'))
    expect(screen.getByRole('link', { name: 'Open Harbor Wallet' }).getAttribute('href')).toBe(href())
    open.mockRestore()
  })

  it('copies the URI and says so', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { fake } = await open()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(fake.proposals[0]?.uri)
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('shows Connection declined when the wallet rejects, and Retry makes a new pairing', async () => {
    const { fake } = await open()
    await act(async () => fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' }))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await waitFor(() => expect(fake.proposals).toHaveLength(2))
    expect(await screen.findByRole('img', { name: 'QR code to connect Harbor Wallet' })).toBeTruthy()
  })

  it('connects once the wallet approves, remembering the chosen wallet', async () => {
    const { kit, fake } = await open()
    await act(async () => fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`]))
    await waitFor(() => expect(kit.store.getState().modal.open).toBe(false))
    const state = kit.store.getState()
    expect(state.accounts.eip155?.address).toBe(ADDRESS)
    expect(state.accounts.eip155?.connectedWalletInfo?.name).toBe('Harbor Wallet')
    expect(state.wallets.recent[0]).toMatchObject({ id: 'harbor', name: 'Harbor Wallet' })
    // The Connect list keeps its generic WalletConnect entry.
    expect(state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT')?.name).toBe('WalletConnect')
  })

  it('shows the error and Retry for another failure', async () => {
    const { fake } = await open()
    await act(async () => fake.proposals[0]?.reject({ code: -32000, message: 'Relay unreachable' }))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Relay unreachable')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('says "WalletConnectConnector not found" without WalletConnect', async () => {
    await renderModal(createTestKit(), 'ConnectingWalletConnectBasic')
    expect(await screen.findByText('WalletConnectConnector not found')).toBeTruthy()
  })
})
