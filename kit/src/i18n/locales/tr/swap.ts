import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as en } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof en> = {
  'swapActionArea.acceptNewQuote': 'Yeni teklifi kabul et',
  'swapSuccess.swapComplete': 'Takas tamamlandı',
  'swapSuccess.youSwapped': 'Takas ettiniz: {summary}',
  'swapForm.swapTokens': 'Token takası',
  'swapForm.switchTokens': 'Tokenların yerini değiştir',
  'swapForm.quoteFailed': 'Fiyat teklifi alınamadı: {reason}',
  'swapForm.theSwapServiceHas': 'Takas hizmetinin bu tokenlar için teklifi yok',
  'swapDetails.swapDetails': 'Takas ayrıntıları',
  'swapDetails.rate': 'Kur',
  'swapDetails.minimumReceived': 'Alınacak minimum tutar',
  'swapDetails.slippageTolerance': 'Kayma toleransı',
  'swapField.sell': 'Sat',
  'swapField.buy': 'Al',
  'swapField.sellAmount': 'Satış tutarı',
  'swapField.buyAmount': 'Alış tutarı',
  'swapField.sellToken': 'Satılacak token: {symbol}',
  'swapField.buyToken': 'Alınacak token: {symbol}',
  'swapField.selectSell': 'Satılacak tokenı seçin',
  'swapField.selectBuy': 'Alınacak tokenı seçin',
  'swapField.selectToken': 'Token seç',
  'swapTokenPicker.sell': 'Satmak için bir token seçin',
  'swapTokenPicker.buy': 'Almak için bir token seçin',
  'swapTokenPicker.back': 'Takasa dön',
}
