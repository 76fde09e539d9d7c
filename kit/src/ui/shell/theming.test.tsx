import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ANIMATIONS, TIMINGS } from '../../config/constants.js'
import { openModal } from '../../core/modal/openModal.js'
import { modalCss } from '../../primitives/theme/modalCss.js'
import { ConnectButton } from '../../react/ConnectButton.js'
import { WalletKitProvider } from '../../react/WalletKitProvider.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

describe('theming and motion', () => {
  it('themes the root with the pinned mode, the width and the host variables', async () => {
    const kit = createTestKit({ themeMode: 'dark', width: 400, themeVariables: { '--wk-accent': '#ff5a1f' } })
    const dialog = await renderModal(kit, 'Networks')
    const root = dialog.closest('[data-walletkit-root]') as HTMLElement
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--wk-width')).toBe('400px')
    expect(root.style.getPropertyValue('--wk-accent')).toBe('#ff5a1f')
  })

  it('leaves the mode to the system preference when none is set', async () => {
    const dialog = await renderModal(createTestKit(), 'Networks')
    expect(dialog.closest('[data-walletkit-root]')?.hasAttribute('data-theme')).toBe(false)
  })

  it('animates header text, height, views and the shake for the spec 9 durations, and not under reduced motion', () => {
    expect(modalCss).toContain(`.wk-title-text{display:inline;animation:wk-fade ${ANIMATIONS.headerText}ms`)
    expect(modalCss).toContain(`transition:height ${ANIMATIONS.modalHeight}ms`)
    expect(modalCss).toContain(`animation:wk-next ${ANIMATIONS.viewTransition}ms`)
    expect(modalCss).toContain(`animation:wk-shake ${TIMINGS.shake}ms`)
    expect(modalCss).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{[^{]*\{animation:none!important;transition:none!important\}/,
    )
  })

  it('scopes every rule under the root element', () => {
    const selectors = modalCss
      .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .match(/(^|\})([^{}@]+)\{/g)
      ?.map((rule) => rule.replace(/^\}/, '').replace(/\{$/, '').trim())
      .filter(Boolean)
    expect(selectors?.length).toBeGreaterThan(40)
    for (const selector of selectors ?? [])
      for (const part of selector.split(',')) expect(part.trim()).toMatch(/^\[data-walletkit-root\]/)
  })
})

describe('two kits on one page', () => {
  it('keep their own state, dialog and root', async () => {
    const first = createTestKit()
    const second = createTestKit({ themeMode: 'dark' })
    render(
      <>
        <WalletKitProvider kit={first}>
          <ConnectButton label="First" />
        </WalletKitProvider>
        <WalletKitProvider kit={second}>
          <ConnectButton label="Second" />
        </WalletKitProvider>
      </>,
    )
    act(() => openModal(second, { view: 'Networks' }))
    const dialog = await screen.findByRole('dialog')
    expect(first.store.getState().modal.open).toBe(false)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(dialog.closest('[data-walletkit-root]')?.getAttribute('data-theme')).toBe('dark')
    expect(screen.getByRole('button', { name: 'First' }).hasAttribute('data-theme')).toBe(false)
    act(() => openModal(first, { view: 'Networks' }))
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2))
    expect(document.querySelectorAll('[data-walletkit-root]')).toHaveLength(2)
  })
})
