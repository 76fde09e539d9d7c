import { WalletKitError } from '../../../errors/WalletKitError.js'

export type ErrorDescription = {
  /** The short text: a kit error's spec message, another error's message, else "Something went wrong". */
  message: string
  /** The longer explanation, when there is one (a wallet's own words behind "Unknown error", say). */
  details?: string | undefined
}

/**
 * What to show for a failure: its short message and, when it has one, the explanation behind it.
 * @example const { message, details } = describeError(error)
 */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof WalletKitError)
    return {
      message: error.shortMessage,
      details: error.details === error.shortMessage ? undefined : error.details,
    }
  if (error instanceof Error && error.message) return { message: error.message }
  return { message: 'Something went wrong' }
}
