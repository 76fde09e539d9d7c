import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCaipAddress } from '../core/account/setCaipAddress.js'
import { updateAccountData } from '../core/account/updateAccountData.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import { setConnectionStatus } from '../core/connection/setConnectionStatus.js'
import { setLocale } from '../core/locale/setLocale.js'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.js'
import { en } from '../i18n/locales/en/en.js'
import type { Messages } from '../i18n/Messages.js'
import { createScriptedAdapter } from '../test/createScriptedAdapter.js'
import { createTestKit } from '../test/createTestKit.js'
import { renderModal } from '../test/renderModal.js'
import { uiTestConnectors } from '../test/uiTestConnectors.js'

afterEach(cleanup)

// A few Arabic and German words over English: enough to see the direction and a switch (the real catalogues are
// translated apart).
const arabic = {
  ...en,
  'title.account': 'الحساب',
  'title.receive': 'استلام',
  'common.copyAddress': 'نسخ العنوان',
} as Messages
const german = {
  ...en,
  'connectionOutcome.connectionFailed': 'Verbindung fehlgeschlagen',
  'error.requestTimeout': 'Zeitüberschreitung der Anfrage',
} as Messages

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function arabicKit() {
  const kit = createTestKit({ locale: 'ar', projectId: 'p' }, { locales: { ar: async () => arabic } })
  registerAdapter(kit, createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask] }))
  act(() => {
    setCaipAddress(kit, 'eip155', `eip155:1:${ADDRESS}`)
    setConnectionStatus(kit, 'eip155', 'connected')
    updateAccountData(kit, 'eip155', { status: 'connected', balance: '1234.56789', balanceSymbol: 'ETH' })
  })
  return kit
}

describe('a right-to-left language', () => {
  it('mirrors the dialog while the address and the balance read left to right', async () => {
    await renderModal(arabicKit(), 'Account')
    const dialog = await screen.findByRole('dialog', { name: 'الحساب' })
    expect(dialog.closest('[data-walletkit-root]')?.getAttribute('dir')).toBe('rtl')
    // The view's file arrives through a dynamic import.
    const address = await screen.findByTitle(ADDRESS)
    expect(address.textContent).toBe('0xf3…b92266')
    expect(address.getAttribute('dir')).toBe('ltr')
    const balance = screen.getByText('1,234.567 ETH')
    expect(balance.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })

  it('keeps the full address of Receive left to right', async () => {
    await renderModal(arabicKit(), 'WalletReceive')
    await screen.findByRole('dialog', { name: 'استلام' })
    expect((await screen.findByText(ADDRESS)).getAttribute('dir')).toBe('ltr')
    expect(screen.getByRole('button', { name: 'نسخ العنوان' })).toBeTruthy()
  })
})

describe('switching the language with an error on screen', () => {
  it('words the error again in the new language', async () => {
    const kit = createTestKit({}, { locales: { de: async () => german } })
    const adapter = createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask] })
    registerAdapter(kit, adapter)
    await renderModal(kit, 'Connect')
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
    await screen.findByText('Continue in MetaMask')
    await waitFor(() => expect(adapter.connects).toHaveLength(1))
    await act(async () => adapter.connects[0]?.reject(new RequestTimeoutError()))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Request timed out')).toBeTruthy()
    await act(() => setLocale(kit, { locale: 'de' }))
    expect(screen.getByText('Verbindung fehlgeschlagen')).toBeTruthy()
    expect(screen.getByText('Zeitüberschreitung der Anfrage')).toBeTruthy()
  })
})
