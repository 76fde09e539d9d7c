import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as enSwapMessages } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof enSwapMessages> = {
  'swapActionArea.acceptNewQuote': 'Aceptar nueva cotización',
  'swapSuccess.swapComplete': 'Intercambio completado',
  'swapSuccess.youSwapped': 'Intercambiaste {summary}',
  'swapForm.swapTokens': 'Intercambiar tokens',
  'swapForm.switchTokens': 'Invertir tokens',
  'swapForm.quoteFailed': 'No se pudo obtener una cotización: {reason}',
  'swapForm.theSwapServiceHas': 'El servicio de intercambio no tiene cotización para estos tokens',
  'swapDetails.swapDetails': 'Detalles del intercambio',
  'swapDetails.rate': 'Tasa',
  'swapDetails.minimumReceived': 'Mínimo recibido',
  'swapDetails.slippageTolerance': 'Tolerancia de deslizamiento',
  'swapField.sell': 'Vender',
  'swapField.buy': 'Comprar',
  'swapField.sellAmount': 'Cantidad a vender',
  'swapField.buyAmount': 'Cantidad a comprar',
  'swapField.sellToken': 'Token a vender: {symbol}',
  'swapField.buyToken': 'Token a comprar: {symbol}',
  'swapField.selectSell': 'Seleccionar token a vender',
  'swapField.selectBuy': 'Seleccionar token a comprar',
  'swapField.selectToken': 'Seleccionar token',
  'swapTokenPicker.sell': 'Selecciona un token para vender',
  'swapTokenPicker.buy': 'Selecciona un token para comprar',
  'swapTokenPicker.back': 'Volver al intercambio',
}
