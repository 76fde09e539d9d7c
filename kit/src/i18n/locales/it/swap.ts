import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as enSwapMessages } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof enSwapMessages> = {
  'swapActionArea.acceptNewQuote': 'Accetta la nuova quotazione',
  'swapSuccess.swapComplete': 'Scambio completato',
  'swapSuccess.youSwapped': 'Hai scambiato {summary}',
  'swapForm.swapTokens': 'Scambia token',
  'swapForm.switchTokens': 'Inverti i token',
  'swapForm.quoteFailed': 'Impossibile ottenere una quotazione: {reason}',
  'swapForm.theSwapServiceHas': 'Il servizio di scambio non ha quotazioni per questi token',
  'swapDetails.swapDetails': 'Dettagli dello scambio',
  'swapDetails.rate': 'Tasso',
  'swapDetails.minimumReceived': 'Minimo ricevuto',
  'swapDetails.slippageTolerance': 'Tolleranza di slippage',
  'swapField.sell': 'Vendi',
  'swapField.buy': 'Acquista',
  'swapField.sellAmount': 'Importo da vendere',
  'swapField.buyAmount': 'Importo da acquistare',
  'swapField.sellToken': 'Token da vendere: {symbol}',
  'swapField.buyToken': 'Token da acquistare: {symbol}',
  'swapField.selectSell': 'Seleziona il token da vendere',
  'swapField.selectBuy': 'Seleziona il token da acquistare',
  'swapField.selectToken': 'Seleziona token',
  'swapTokenPicker.sell': 'Seleziona un token da vendere',
  'swapTokenPicker.buy': 'Seleziona un token da acquistare',
  'swapTokenPicker.back': 'Torna allo scambio',
}
