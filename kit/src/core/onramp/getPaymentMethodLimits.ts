import { ONRAMP_LIMIT_FALLBACKS } from '../../config/onrampConstants.js'

/** The amount range one payment method allows, as the provider sends it (spec 3: id, min, max). */
export type PaymentMethodLimit = { id: string; min: string; max: string }

/** A fiat payment currency of the onramp options (spec 3). */
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits?: readonly PaymentMethodLimit[] | undefined
}

/**
 * The payment-method limits of a fiat currency: the provider's when it sends any, else the fallbacks
 * card 10.00 to 7500.00 and ACH bank account 10.00 to 25000.00 (spec 5).
 * @example getPaymentMethodLimits({ id: 'USD' }) // [{ id: 'card', min: '10.00', max: '7500.00' }, ...]
 */
export function getPaymentMethodLimits(paymentCurrency: OnrampPaymentCurrency): PaymentMethodLimit[] {
  const limits = paymentCurrency.payment_method_limits
  if (limits && limits.length > 0) return limits.map((limit) => ({ ...limit }))
  return Object.entries(ONRAMP_LIMIT_FALLBACKS).map(([id, { min, max }]) => ({ id, min, max }))
}
