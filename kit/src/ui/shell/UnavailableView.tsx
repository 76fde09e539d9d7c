import { closeModal } from '../../core/modal/closeModal.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'

/**
 * Shown for a view this build does not include (a host asked for one of a feature not installed), instead of
 * an empty modal.
 * @example lazyViews[view] ?? UnavailableView
 */
export function UnavailableView() {
  const t = useT()
  const kit = useKit()
  return (
    <div className="wk-center wk-stack">
      <p className="wk-heading">{t('unavailable.notAvailable')}</p>
      <p className="wk-muted">{t('unavailable.thisPartOfThe')}</p>
      <button
        type="button"
        className="wk-btn"
        data-block=""
        data-variant="secondary"
        onClick={() => closeModal(kit)}
      >
        {t('common.close')}
      </button>
    </div>
  )
}
