import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'

/**
 * How a connection attempt ended without connecting: declined in the wallet, or failed with `error`, worded where it
 * shows (so a locale switch re-words it).
 */
export type ConnectionOutcomeValue = { status: 'declined' } | { status: 'error'; error: unknown }

export type ConnectionOutcomeProps = {
  outcome: ConnectionOutcomeValue
  /** What the declined state says, naming the wallet: "You declined the request in MetaMask." */
  declinedText: string
}

/**
 * The end of a connection attempt that did not connect: "Connection declined" (a state, not an error: spec's
 * errors section) or "Connection failed" with the message and its details. Retry sits beside it.
 * @example <ConnectionOutcome outcome={{ status: 'declined' }} declinedText={`You declined the request in ${name}.`} />
 */
export function ConnectionOutcome({ outcome, declinedText }: ConnectionOutcomeProps) {
  const t = useT()
  if (outcome.status === 'declined')
    return (
      <>
        <p className="wk-heading">{t('connectionOutcome.connectionDeclined')}</p>
        <p className="wk-muted">{declinedText}</p>
      </>
    )
  const { message, details } = describeError(outcome.error, t)
  return (
    <>
      <p className="wk-heading">{t('connectionOutcome.connectionFailed')}</p>
      <p className="wk-error-text">{message}</p>
      {details ? <p className="wk-muted">{details}</p> : null}
    </>
  )
}
