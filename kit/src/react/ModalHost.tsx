import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useKit } from '../primitives/context/useKit.js'
import { useViewRegistry } from '../primitives/context/useViewRegistry.js'
import { loadModal } from './loadModal.js'
import { useLoadedComponent } from './useLoadedComponent.js'
import { useModalPreload } from './useModalPreload.js'

/**
 * Renders nothing until the modal first opens, then loads the shell (and, in parallel, the view it opens on) and
 * keeps it mounted; the shell renders the dialog only while open. On the server and before the first open, no
 * modal code runs.
 * @example <ModalHost />
 */
export function ModalHost() {
  const kit = useKit()
  const open = useStore(kit.store, (state) => state.modal.open && !state.router.embedded)
  useModalPreload(open)
  const views = useViewRegistry()
  const load = useCallback(() => loadModal(views, kit), [views, kit])
  const Modal = useLoadedComponent(open, load)
  return Modal ? <Modal /> : null
}
