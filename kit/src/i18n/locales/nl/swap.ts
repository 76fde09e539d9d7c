import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as enSwapMessages } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof enSwapMessages> = {
  'swapActionArea.acceptNewQuote': 'Nieuwe offerte accepteren',
  'swapSuccess.swapComplete': 'Swap voltooid',
  'swapSuccess.youSwapped': 'Je hebt {summary} geswapt',
  'swapForm.swapTokens': 'Tokens swappen',
  'swapForm.switchTokens': 'Tokens omwisselen',
  'swapForm.quoteFailed': 'Kon geen offerte ophalen: {reason}',
  'swapForm.theSwapServiceHas': 'De swapdienst heeft geen offerte voor deze tokens',
  'swapDetails.swapDetails': 'Swapdetails',
  'swapDetails.rate': 'Koers',
  'swapDetails.minimumReceived': 'Minimaal ontvangen',
  'swapDetails.slippageTolerance': 'Slippagetolerantie',
  'swapField.sell': 'Verkopen',
  'swapField.buy': 'Kopen',
  'swapField.sellAmount': 'Verkoopbedrag',
  'swapField.buyAmount': 'Aankoopbedrag',
  'swapField.sellToken': 'Token om te verkopen: {symbol}',
  'swapField.buyToken': 'Token om te kopen: {symbol}',
  'swapField.selectSell': 'Token selecteren om te verkopen',
  'swapField.selectBuy': 'Token selecteren om te kopen',
  'swapField.selectToken': 'Token selecteren',
  'swapTokenPicker.sell': 'Selecteer een token om te verkopen',
  'swapTokenPicker.buy': 'Selecteer een token om te kopen',
  'swapTokenPicker.back': 'Terug naar swappen',
}
