import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': 'Terima kuotasi baru',
  'swapSuccess.swapComplete': 'Penukaran selesai',
  'swapSuccess.youSwapped': 'Anda menukar {summary}',
  'swapForm.swapTokens': 'Tukar token',
  'swapForm.switchTokens': 'Balik token',
  'swapForm.quoteFailed': 'Tidak dapat memperoleh kuotasi: {reason}',
  'swapForm.theSwapServiceHas': 'Layanan penukaran tidak memiliki kuotasi untuk token ini',
  'swapDetails.swapDetails': 'Detail penukaran',
  'swapDetails.rate': 'Kurs',
  'swapDetails.minimumReceived': 'Minimum diterima',
  'swapDetails.slippageTolerance': 'Toleransi slippage',
  'swapField.sell': 'Jual',
  'swapField.buy': 'Beli',
  'swapField.sellAmount': 'Jumlah jual',
  'swapField.buyAmount': 'Jumlah beli',
  'swapField.sellToken': 'Token dijual: {symbol}',
  'swapField.buyToken': 'Token dibeli: {symbol}',
  'swapField.selectSell': 'Pilih token untuk dijual',
  'swapField.selectBuy': 'Pilih token untuk dibeli',
  'swapField.selectToken': 'Pilih token',
  'swapTokenPicker.sell': 'Pilih token untuk dijual',
  'swapTokenPicker.buy': 'Pilih token untuk dibeli',
  'swapTokenPicker.back': 'Kembali ke penukaran',
}
