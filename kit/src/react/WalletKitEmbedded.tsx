import { useCallback, useEffect } from 'react'
import { closeModal } from '../core/modal/closeModal.js'
import { openModal } from '../core/modal/openModal.js'
import { setEmbedded } from '../core/router/setEmbedded.js'
import { useKit } from '../primitives/context/useKit.js'
import { useViewRegistry } from '../primitives/context/useViewRegistry.js'
import { loadEmbeddedModal } from './loadModal.js'
import { useLoadedComponent } from './useLoadedComponent.js'
import { useModalPreload } from './useModalPreload.js'

/**
 * The modal rendered inline in the page instead of as a dialog (embedded mode, spec 2): it opens on mount on the
 * view the opening rules choose, and closing returns to Account or Connect. Renders nothing on the server.
 * @example <aside><WalletKitEmbedded /></aside>
 */
export function WalletKitEmbedded() {
  const kit = useKit()
  useEffect(() => {
    setEmbedded(kit, true)
    openModal(kit)
    return () => {
      setEmbedded(kit, false)
      closeModal(kit)
    }
  }, [kit])
  useModalPreload(true)
  const views = useViewRegistry()
  const load = useCallback(() => loadEmbeddedModal(views, kit), [views, kit])
  const EmbeddedModal = useLoadedComponent(true, load)
  return EmbeddedModal ? <EmbeddedModal /> : null
}
