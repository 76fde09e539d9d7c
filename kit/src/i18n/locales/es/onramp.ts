import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as enOnrampMessages } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof enOnrampMessages> = {
  'onrampQuoteSummary.quote': 'Cotización',
  'onrampQuoteSummary.gettingAQuote': 'Obteniendo una cotización…',
  'onrampQuoteSummary.theProviderDidNot': 'El proveedor no dio una cotización; esto es una estimación',
  'onrampQuoteSummary.estimated': 'Estimado',
  'onrampQuoteSummary.total': 'Total',
  'onrampQuoteSummary.enterAnAmountTo': 'Ingresa una cantidad para ver lo que recibes.',
  'onrampForm.nothingCanBeBought': 'Todavía no se puede comprar nada en {network}.',
  'onrampForm.showingSampleOptionsThe':
    'Se muestran opciones de ejemplo: la lista del proveedor no está disponible en este momento.',
  'onrampAmountField.currency': 'Moneda',
  'onrampWaiting.waitingForYourPurchase': 'Esperando tu compra',
  'onrampWaiting.finishBuying':
    'Termina de comprar {symbol} con {provider} en la nueva ventana. Tu saldo y tu actividad se actualizarán aquí cuando llegue.',
  'onrampWaiting.backToAccount': 'Volver a la cuenta',
  'onrampWaiting.buyMore': 'Comprar más',
  'onrampSubmit.couldnTOpenThe': 'No se pudo abrir la página de compra',
  'onrampSubmit.buyWith': 'Comprar con {provider}',
  'onrampPicks.card': 'Tarjeta',
  'onrampPicks.ach': 'Cuenta bancaria (ACH)',
  'onrampPicks.youBuy': 'Vas a comprar',
  'onrampPicks.paymentMethod': 'Método de pago',
  'onrampPicks.provider': 'Proveedor',
  'onrampPicks.fee': 'Comisión del {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Ingresa una cantidad entre {min} y {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Recibes ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Recibes {symbol} a la tasa del proveedor',
}
