import { formatFiatAmount } from './formatFiatAmount.js'
import type { PaymentMethodLimit } from './getPaymentMethodLimits.js'

/**
 * The allowed range of a payment method in words, in the payment currency.
 * @example describeOnrampLimit({ id: 'card', min: '10.00', max: '7500.00' }, 'USD') // 'Enter between $10.00 and $7,500.00'
 */
export function describeOnrampLimit(limit: PaymentMethodLimit, currency: string): string {
  return `Enter between ${formatFiatAmount(limit.min, currency)} and ${formatFiatAmount(limit.max, currency)}`
}
