import type { MessageRef } from '../../i18n/Messages.js'
import { describeOnrampLimit } from './describeOnrampLimit.js'
import type { PaymentMethodLimit } from './getPaymentMethodLimits.js'

/**
 * What is wrong with a typed fiat amount for a payment method's limits: nothing (undefined) when it is a number
 * within min and max, else "Enter between $10.00 and $7,500.00" in the payment currency (spec 5 limits), as a
 * message with its amounts in `locale`'s format (en-US by default).
 * @example getOnrampAmountProblem({ amount: '5', limit: { id: 'card', min: '10.00', max: '7500.00' }, currency: 'USD' })
 */
export function getOnrampAmountProblem({
  amount,
  limit,
  currency,
  locale,
}: {
  amount: string
  limit: PaymentMethodLimit
  currency: string
  locale?: string | undefined
}): MessageRef | undefined {
  const value = Number(amount.trim())
  const valid = amount.trim() !== '' && Number.isFinite(value)
  if (valid && value >= Number(limit.min) && value <= Number(limit.max)) return undefined
  return describeOnrampLimit(limit, currency, locale)
}
