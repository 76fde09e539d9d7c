import type { MessageRef } from '../../../i18n/Messages.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type RequestWarningsProps = { warnings: MessageRef[] }

/**
 * The request's plain warnings (unlimited approvals, undecodable calls), announced as an alert.
 * @example <RequestWarnings warnings={description.warnings} />
 */
export function RequestWarnings({ warnings }: RequestWarningsProps) {
  const t = useT()
  if (warnings.length === 0) return null
  return (
    <div className="wk-request-warnings" role="alert" aria-label={t('requestWarnings.warnings')}>
      {warnings.map((warning) => (
        <p key={JSON.stringify(warning)}>{t.ref(warning)}</p>
      ))}
    </div>
  )
}
