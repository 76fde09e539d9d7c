import { WalletKitError } from '../errors/WalletKitError.js'
import type { MessageKey, MessageRef } from './Messages.js'

/**
 * The message to show for a failure, in the catalogue: a kit error's class gives its key (`error.<class name without
 * Error>`, with the values in its message), any other failure `error.generic`. `fallback` is the English text for an
 * error the catalogue has no key for (a developer-facing one, or a wallet's own words); the UI shows it as it is.
 * @example errorMessage(new TokenBalanceUnavailableError()) // { key: 'error.tokenBalanceUnavailable', fallback: 'Token Balance Unavailable' }
 */
export function errorMessage(error: unknown): MessageRef {
  if (!(error instanceof WalletKitError)) return { key: 'error.generic' }
  const params = error.messageParams
  const none = error.name === 'SendAmountPrecisionError' && params?.decimals === '0' ? 'None' : ''
  const key = `${errorMessageKey(error.name)}${none}` as MessageKey
  return { key, ...(params ? { params } : {}), fallback: error.shortMessage }
}

/**
 * The catalogue key of an error class's message, by its name (kept by the debug alerts).
 * @example errorMessageKey('NetworkNotFoundError') // 'error.networkNotFound'
 */
export function errorMessageKey(name: string): MessageKey {
  const base = name.replace(/Error$/, '')
  return `error.${base.charAt(0).toLowerCase()}${base.slice(1)}` as MessageKey
}
