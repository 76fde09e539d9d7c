import { closeModal } from '../../core/modal/closeModal.js'
import { useKit } from '../../primitives/context/useKit.js'

/**
 * Shown for a view this build does not include (a host asked for one of a feature not installed), instead of
 * an empty modal.
 * @example lazyViews[view] ?? UnavailableView
 */
export function UnavailableView() {
  const kit = useKit()
  return (
    <div className="wk-center wk-stack">
      <p className="wk-heading">Not available</p>
      <p className="wk-muted">This part of the wallet is not included in this app.</p>
      <button
        type="button"
        className="wk-btn"
        data-block=""
        data-variant="secondary"
        onClick={() => closeModal(kit)}
      >
        Close
      </button>
    </div>
  )
}
