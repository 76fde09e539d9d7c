import { WalletKitError } from '../../../errors/WalletKitError.js'
import { errorMessage } from '../../../i18n/errorMessage.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'

export type ErrorDescription = {
  /** The short text: a kit error's spec message (translated), another error's message, else "Something went wrong". */
  message: string
  /** The longer explanation, when there is one (a wallet's own words behind "Unknown error", say). */
  details?: string | undefined
}

/**
 * What to show for a failure, in the visitor's language: its short message and, when it has one, the explanation
 * behind it. A kit error's class picks its message in the catalogue; another error's own message (a wallet's words)
 * is shown as it is.
 * @example const { message, details } = describeError(error, t)
 */
export function describeError(error: unknown, t: Translate): ErrorDescription {
  if (error instanceof WalletKitError)
    return {
      message: t.ref(errorMessage(error)),
      details: error.details === error.shortMessage ? undefined : error.details,
    }
  if (error instanceof Error && error.message) return { message: error.message }
  return { message: t('error.generic') }
}
