import { useStore } from 'zustand'
import { getConnectNamespace } from '../../core/connectors/getConnectNamespace.js'
import { closeModal } from '../../core/modal/closeModal.js'
import { goBack } from '../../core/router/goBack.js'
import { Icon } from '../../primitives/components/Icon.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { getViewTitle } from './getViewTitle.js'

export type ModalHeaderProps = {
  titleId: string
  /** False when embedded: an inline modal has nothing to close. */
  closable: boolean
}

/**
 * The header: back (when the history has more than one view), the view's title (fading in over 120 ms, spec 9), close.
 * @example <ModalHeader titleId={titleId} closable />
 */
export function ModalHeader({ titleId, closable }: ModalHeaderProps) {
  const t = useT()
  const kit = useKit()
  const view = useStore(kit.store, (state) => state.router.view)
  const data = useStore(kit.store, (state) => state.router.data)
  const canGoBack = useStore(kit.store, (state) => state.router.history.length > 1)
  const connectNamespace = useStore(kit.store, getConnectNamespace)
  const title = getViewTitle(view, data, connectNamespace, t)
  return (
    <div className="wk-header">
      {canGoBack ? (
        <button
          type="button"
          className="wk-icon-btn"
          aria-label={t('modalHeader.back')}
          onClick={() => goBack(kit)}
        >
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="wk-title">
        <span key={title} className="wk-title-text">
          {title}
        </span>
      </h2>
      {closable ? (
        <button
          type="button"
          className="wk-icon-btn"
          aria-label={t('common.close')}
          onClick={() => closeModal(kit)}
        >
          <Icon name="close" />
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
