import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { formatFiatAmount } from './formatFiatAmount.js'
import type { PaymentMethodLimit } from './getPaymentMethodLimits.js'

/**
 * The allowed range of a payment method as a message, its amounts in the payment currency and `locale`'s format
 * (en-US by default).
 * @example describeOnrampLimit({ id: 'card', min: '10.00', max: '7500.00' }, 'USD') // "Enter between $10.00 and $7,500.00"
 */
export function describeOnrampLimit(
  limit: PaymentMethodLimit,
  currency: string,
  locale = 'en-US',
): MessageRef {
  return messageRef('onramp.enterBetween', {
    min: formatFiatAmount(limit.min, currency, locale),
    max: formatFiatAmount(limit.max, currency, locale),
  })
}
