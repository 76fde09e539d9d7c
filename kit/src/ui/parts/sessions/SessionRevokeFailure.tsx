import { isUserRejection } from '../../../errors/isUserRejection.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { describeError } from '../common/describeError.js'

/**
 * Why a revocation did not happen, under its row: a signature declined in the wallet (a state, not a red error), or
 * the failure's message and explanation. The row's Revoke button is the retry.
 * @example <SessionRevokeFailure error={revocation.error} />
 */
export function SessionRevokeFailure({ error }: { error: unknown }) {
  const declined = isUserRejection(error)
  const { message, details } = describeError(error)
  return (
    <p className="wk-session-failure" role="alert" data-tone={declined ? 'neutral' : 'error'}>
      <Icon name="warning" size={16} />
      <span>
        <strong>{declined ? 'You declined the signature in your wallet' : message}</strong>{' '}
        {declined ? 'The session is still active.' : details}
      </span>
    </p>
  )
}
