import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setLocale } from '../../core/locale/setLocale.js'
import { en } from '../../i18n/locales/en/en.js'
import type { Messages } from '../../i18n/Messages.js'
import { ConnectButton } from '../../react/ConnectButton.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderWithKit } from '../../test/renderWithKit.js'

// A few German and Arabic words over English: enough to see a switch (the real catalogues come later).
const german = { ...en, 'title.networks': 'Netzwerk wählen', 'common.close': 'Schließen' } as Messages
const arabic = { ...en, 'title.networks': 'اختر الشبكة', 'button.connect': 'ربط المحفظة' } as Messages

describe('switching the language', () => {
  it('re-renders the open modal in place in the new language, keeping its view', async () => {
    const kit = createTestKit({}, { locales: { de: async () => german } })
    renderWithKit(<ConnectButton />, kit)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    act(() => kit.store.setState((state) => ({ router: { ...state.router, view: 'Networks' } })))
    const dialog = await screen.findByRole('dialog', { name: 'Choose network' })
    await act(() => setLocale(kit, { locale: 'de' }))
    expect(screen.getByRole('dialog', { name: 'Netzwerk wählen' })).toBe(dialog)
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(kit.store.getState().modal.open).toBe(true)
  })

  it('mirrors the modal and the buttons for a right-to-left language', async () => {
    const kit = createTestKit({ locale: 'ar' }, { locales: { ar: async () => arabic } })
    renderWithKit(<ConnectButton />, kit)
    // The first render is English (as on the server), then the Arabic catalogue arrives.
    const button = await screen.findByRole('button', { name: 'ربط المحفظة' })
    expect(button.getAttribute('dir')).toBe('rtl')
    fireEvent.click(button)
    await screen.findByRole('dialog')
    expect(document.querySelector('[data-walletkit-root]')?.getAttribute('dir')).toBe('rtl')
    expect(document.querySelector('[data-walletkit-root]')?.getAttribute('lang')).toBe('ar')
  })

  it('leaves an English kit left to right', async () => {
    const kit = createTestKit()
    renderWithKit(<ConnectButton />, kit)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog')
    expect(document.querySelector('[data-walletkit-root]')?.getAttribute('dir')).toBe('ltr')
    expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('dir')).toBe('ltr')
  })
})
