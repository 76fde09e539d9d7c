import { isUserRejection } from '../../../errors/isUserRejection.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'

/**
 * Why a revocation did not happen, under its row: a signature declined in the wallet (a state, not a red error), or
 * the failure's message and explanation. The row's Revoke button is the retry.
 * @example <SessionRevokeFailure error={revocation.error} />
 */
export function SessionRevokeFailure({ error }: { error: unknown }) {
  const t = useT()
  const declined = isUserRejection(error)
  const { message, details } = describeError(error, t)
  return (
    <p className="wk-session-failure" role="alert" data-tone={declined ? 'neutral' : 'error'}>
      <Icon name="warning" size={16} />
      <span>
        <strong>{declined ? t('common.signatureDeclined') : message}</strong>{' '}
        {declined ? t('sessionRevokeFailure.stillActive') : details}
      </span>
    </p>
  )
}
