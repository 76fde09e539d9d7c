export { getOnrampPayChain, type OnrampPayChain } from './getOnrampPayChain.js'
export {
  getPaymentMethodLimits,
  type OnrampPaymentCurrency,
  type PaymentMethodLimit,
} from './getPaymentMethodLimits.js'
