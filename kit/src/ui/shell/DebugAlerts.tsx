import { useEffect, useState } from 'react'
import type { WalletKit } from '../../core/WalletKit.js'
import { InvalidProjectIdError } from '../../errors/InvalidProjectIdError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import { ProjectIdNotConfiguredError } from '../../errors/ProjectIdNotConfiguredError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'
import { Icon } from '../../primitives/components/Icon.js'
import { useKit } from '../../primitives/context/useKit.js'

/** The configuration problems spec 8 shows as alerts, in debug mode only. */
const ALERT_ERRORS = [
  NetworkNotFoundError,
  OriginNotAllowedError,
  SessionExpiredError,
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
]

const isAlertError = (error: unknown): error is WalletKitError =>
  ALERT_ERRORS.some((ErrorClass) => error instanceof ErrorClass)

function initialAlerts(kit: WalletKit): WalletKitError[] {
  return kit.options.projectId.trim() === '' ? [new ProjectIdNotConfiguredError()] : []
}

/**
 * The debug-mode alerts of spec 8 (only with `debug: true`): "Project ID Not Configured" when the project id is
 * empty, and any alert error the kit reports as an `error` event carrying `properties.error`.
 * @example <DebugAlerts />
 */
export function DebugAlerts() {
  const kit = useKit()
  const [alerts, setAlerts] = useState(() => initialAlerts(kit))
  useEffect(
    () =>
      kit.events.subscribe((event) => {
        const error = event.properties?.error
        if (event.type === 'error' && isAlertError(error))
          setAlerts((current) => [...current.filter((alert) => alert.message !== error.message), error])
      }),
    [kit],
  )
  const alert = alerts[alerts.length - 1]
  if (!kit.options.debug || !alert) return null
  return (
    <div className="wk-alert" role="alert">
      <Icon name="warning" size={18} />
      <div style={{ flex: 1 }}>
        <strong>{alert.message}</strong>
        {alert.details}
      </div>
      <button
        type="button"
        className="wk-icon-btn"
        aria-label="Dismiss alert"
        onClick={() => setAlerts((current) => current.slice(0, -1))}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
