import { isUserRejection } from '../../../errors/isUserRejection.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'
import type { NameRegistration } from './useNameRegistration.js'

export type RegistrationFailureProps = {
  registration: Extract<NameRegistration, { step: 'failed' }>
  onRetry(): void
}

/**
 * A failed step of a registration and its retry: a signature declined in the wallet (a state, not a red error), a
 * signature that could not be asked for, or a registration the provider refused.
 * @example <RegistrationFailure registration={registration} onRetry={retry} />
 */
export function RegistrationFailure({ registration, onRetry }: RegistrationFailureProps) {
  const t = useT()
  const declined = registration.failedAt === 'signing' && isUserRejection(registration.error)
  const { message, details } = describeError(registration.error, t)
  const title = declined
    ? t('common.signatureDeclined')
    : registration.failedAt === 'signing'
      ? t('registrationFailure.couldNotSign')
      : message
  return (
    <div className="wk-name-failure" role="alert" data-tone={declined ? 'neutral' : 'error'}>
      <Icon name="warning" size={18} />
      <span>
        <strong>{title}</strong>
        {declined ? null : registration.failedAt === 'signing' ? message : details}
      </span>
      <button type="button" className="wk-btn" data-variant="secondary" onClick={onRetry}>
        {registration.failedAt === 'signing' ? t('registrationFailure.signAgain') : t('common.retry')}
      </button>
    </div>
  )
}
