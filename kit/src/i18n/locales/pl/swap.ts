import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as en } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof en> = {
  'swapActionArea.acceptNewQuote': 'Zaakceptuj nową wycenę',
  'swapSuccess.swapComplete': 'Zamiana zakończona',
  'swapSuccess.youSwapped': 'Zamieniono {summary}',
  'swapForm.swapTokens': 'Zamień tokeny',
  'swapForm.switchTokens': 'Odwróć tokeny',
  'swapForm.quoteFailed': 'Nie udało się pobrać wyceny: {reason}',
  'swapForm.theSwapServiceHas': 'Usługa zamiany nie ma wyceny dla tych tokenów',
  'swapDetails.swapDetails': 'Szczegóły zamiany',
  'swapDetails.rate': 'Kurs',
  'swapDetails.minimumReceived': 'Minimalna otrzymana kwota',
  'swapDetails.slippageTolerance': 'Tolerancja poślizgu',
  'swapField.sell': 'Sprzedaj',
  'swapField.buy': 'Kup',
  'swapField.sellAmount': 'Kwota sprzedaży',
  'swapField.buyAmount': 'Kwota zakupu',
  'swapField.sellToken': 'Token do sprzedaży: {symbol}',
  'swapField.buyToken': 'Token do kupienia: {symbol}',
  'swapField.selectSell': 'Wybierz token do sprzedaży',
  'swapField.selectBuy': 'Wybierz token do kupienia',
  'swapField.selectToken': 'Wybierz token',
  'swapTokenPicker.sell': 'Wybierz token, który chcesz sprzedać',
  'swapTokenPicker.buy': 'Wybierz token, który chcesz kupić',
  'swapTokenPicker.back': 'Wróć do zamiany',
}
