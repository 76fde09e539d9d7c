import { useEffect } from 'react'
import { useStore } from 'zustand'
import { dismissDebugAlert } from '../../core/alerts/dismissDebugAlert.js'
import { reportDebugAlert } from '../../core/alerts/reportDebugAlert.js'
import { ProjectIdNotConfiguredError } from '../../errors/ProjectIdNotConfiguredError.js'
import { errorMessageKey } from '../../i18n/errorMessage.js'
import { Icon } from '../../primitives/components/Icon.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'

/**
 * The debug-mode alerts of spec 8 (only with `debug: true`; core/alerts keeps them, each shown once until reset):
 * "Project ID Not Configured" when the project id is empty, and the configuration problems the kit met since.
 * @example <DebugAlerts />
 */
export function DebugAlerts() {
  const t = useT()
  const kit = useKit()
  const alert = useStore(kit.store, (state) => state.debugAlerts.shown.at(-1))
  useEffect(() => {
    if (kit.options.projectId.trim() === '') reportDebugAlert(kit, new ProjectIdNotConfiguredError())
  }, [kit])
  if (!kit.options.debug || !alert) return null
  return (
    <div className="wk-alert" role="alert">
      <Icon name="warning" size={18} />
      <div style={{ flex: 1 }}>
        <strong>{t.ref({ key: errorMessageKey(alert.name), fallback: alert.message })}</strong>
        {alert.details}
      </div>
      <button
        type="button"
        className="wk-icon-btn"
        aria-label={t('debugAlerts.dismissAlert')}
        onClick={() => dismissDebugAlert(kit)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
