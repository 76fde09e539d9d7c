import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from 'zustand'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { themeRootProps } from '../../primitives/theme/themeRootProps.js'
import { ModalDialog } from './ModalDialog.js'
import { useModalStyles } from './useModalStyles.js'

/**
 * The modal shell: a `<div data-walletkit-root>` appended to document.body when first shown (one per kit, removed
 * with the shell), themed by the kit's mode and `--wk-*` variables, holding the dialog while the modal is open.
 * Loaded lazily by the provider the first time the modal opens.
 * @example const { WalletKitModal } = await import('./WalletKitModal.js')
 */
export function WalletKitModal() {
  const kit = useKit()
  // Embedded, the inline modal shows the views; the dialog stays closed.
  const open = useStore(kit.store, (state) => state.modal.open && !state.router.embedded)
  const theme = useStore(kit.store, (state) => state.theme)
  const { dir, locale } = useT()
  const [root] = useState(() => {
    const element = document.createElement('div')
    element.setAttribute('data-walletkit-root', '')
    return element
  })
  useModalStyles()
  useLayoutEffect(() => {
    document.body.append(root)
    return () => root.remove()
  }, [root])
  useLayoutEffect(() => {
    const { 'data-theme': mode, style } = themeRootProps(theme, { '--wk-width': `${kit.options.width}px` })
    if (mode) root.setAttribute('data-theme', mode)
    else root.removeAttribute('data-theme')
    root.removeAttribute('style')
    for (const [name, value] of Object.entries(style)) root.style.setProperty(name, String(value))
  }, [root, theme, kit])
  // The language's direction and tag: Arabic mirrors the modal (its CSS uses logical properties).
  useLayoutEffect(() => {
    root.setAttribute('dir', dir)
    root.setAttribute('lang', locale)
  }, [root, dir, locale])
  return open ? createPortal(<ModalDialog />, root) : null
}
