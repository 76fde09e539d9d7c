import { useStore } from 'zustand'
import { pushView } from '../../../core/router/pushView.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * The way from Account to SmartSessions: shown only with `features.smartSessions` on, for an eip155 account, when
 * this build has the view.
 * @example <AccountSessionsEntry />
 */
export function AccountSessionsEntry() {
  const t = useT()
  const kit = useKit()
  const views = useViewRegistry()
  const eip155 = useStore(kit.store, (state) => state.activeNamespace === 'eip155')
  if (!kit.options.features.smartSessions || !eip155 || !views.has('SmartSessions')) return null
  return (
    <button
      type="button"
      className="wk-btn"
      data-variant="secondary"
      data-block=""
      onPointerEnter={() => views.preload('SmartSessions')}
      onClick={() => pushView(kit, 'SmartSessions')}
    >
      {t('common.smartSessions')}
      <Icon name="chevron" size={16} />
    </button>
  )
}
