import { englishText } from '../../i18n/englishText.js'
import { amountMessage } from './amountMessage.js'
import type { AmountDescription } from './RequestDescription.js'

/**
 * An exact amount in English: "12.5 USDC", or the raw base units when the unit is unknown (`amountMessage` is the
 * same in any language).
 * @example formatAmount({ raw: '5', formatted: undefined, symbol: undefined, decimals: undefined }, 'token')
 * // '5 base units (token decimals unknown)'
 */
export function formatAmount(amount: AmountDescription, unit: 'token' | 'native'): string {
  const message = amountMessage(amount, unit)
  return typeof message === 'string' ? message : englishText(message)
}
