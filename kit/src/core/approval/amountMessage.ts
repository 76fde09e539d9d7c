import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { AmountDescription } from './RequestDescription.js'

/**
 * An exact amount as the visitor reads it: "12.5 USDC" (digits exactly as signed), or, the unit unknown, its raw base
 * units as a message: "5 base units (token decimals unknown)".
 * @example amountMessage({ raw: '5', formatted: undefined, symbol: undefined, decimals: undefined }, 'token')
 */
export function amountMessage(amount: AmountDescription, unit: 'token' | 'native'): string | MessageRef {
  if (amount.formatted !== undefined && amount.symbol !== undefined)
    return `${amount.formatted} ${amount.symbol}`
  return messageRef(unit === 'token' ? 'approval.baseUnitsToken' : 'approval.baseUnitsNative', {
    units: amount.raw,
  })
}
