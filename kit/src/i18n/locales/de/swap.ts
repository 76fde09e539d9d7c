import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as enSwapMessages } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof enSwapMessages> = {
  'swapActionArea.acceptNewQuote': 'Neues Angebot annehmen',
  'swapSuccess.swapComplete': 'Swap abgeschlossen',
  'swapSuccess.youSwapped': 'Sie haben {summary} getauscht',
  'swapForm.swapTokens': 'Tokens tauschen',
  'swapForm.switchTokens': 'Tokens vertauschen',
  'swapForm.quoteFailed': 'Kein Angebot erhalten: {reason}',
  'swapForm.theSwapServiceHas': 'Der Swap-Dienst hat kein Angebot für diese Tokens',
  'swapDetails.swapDetails': 'Swap-Details',
  'swapDetails.rate': 'Kurs',
  'swapDetails.minimumReceived': 'Mindestens erhalten',
  'swapDetails.slippageTolerance': 'Slippage-Toleranz',
  'swapField.sell': 'Verkaufen',
  'swapField.buy': 'Kaufen',
  'swapField.sellAmount': 'Verkaufsbetrag',
  'swapField.buyAmount': 'Kaufbetrag',
  'swapField.sellToken': 'Token zum Verkaufen: {symbol}',
  'swapField.buyToken': 'Token zum Kaufen: {symbol}',
  'swapField.selectSell': 'Token zum Verkaufen auswählen',
  'swapField.selectBuy': 'Token zum Kaufen auswählen',
  'swapField.selectToken': 'Token auswählen',
  'swapTokenPicker.sell': 'Token zum Verkaufen auswählen',
  'swapTokenPicker.buy': 'Token zum Kaufen auswählen',
  'swapTokenPicker.back': 'Zurück zum Tauschen',
}
