import { useMemo } from 'react'
import { useStore } from 'zustand'
import { closeModal } from '../core/modal/closeModal.js'
import { type OpenModalParameters, openModal } from '../core/modal/openModal.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseWalletKitReturnType = {
  /** Opens the modal; without a view, the opening rules of spec 2 choose Connect or Account. */
  open(parameters?: OpenModalParameters): void
  close(): void
  isOpen: boolean
}

/**
 * Opens and closes the modal, and tells whether it is open.
 * @example const { open } = useWalletKit(); <button onClick={() => open({ view: 'Networks' })}>Network</button>
 */
export function useWalletKit(): UseWalletKitReturnType {
  const kit = useKit()
  const isOpen = useStore(kit.store, (state) => state.modal.open)
  return useMemo(
    () => ({
      open: (parameters?: OpenModalParameters) => openModal(kit, parameters),
      close: () => closeModal(kit),
      isOpen,
    }),
    [kit, isOpen],
  )
}
