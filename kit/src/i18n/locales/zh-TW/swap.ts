import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': '接受新報價',
  'swapSuccess.swapComplete': '兌換完成',
  'swapSuccess.youSwapped': '您已兌換 {summary}',
  'swapForm.swapTokens': '兌換代幣',
  'swapForm.switchTokens': '對調代幣',
  'swapForm.quoteFailed': '無法取得報價：{reason}',
  'swapForm.theSwapServiceHas': '兌換服務目前沒有這些代幣的報價',
  'swapDetails.swapDetails': '兌換明細',
  'swapDetails.rate': '匯率',
  'swapDetails.minimumReceived': '最少收到',
  'swapDetails.slippageTolerance': '滑價容許度',
  'swapField.sell': '賣出',
  'swapField.buy': '買入',
  'swapField.sellAmount': '賣出數量',
  'swapField.buyAmount': '買入數量',
  'swapField.sellToken': '賣出代幣：{symbol}',
  'swapField.buyToken': '買入代幣：{symbol}',
  'swapField.selectSell': '選擇要賣出的代幣',
  'swapField.selectBuy': '選擇要買入的代幣',
  'swapField.selectToken': '選擇代幣',
  'swapTokenPicker.sell': '選擇要賣出的代幣',
  'swapTokenPicker.buy': '選擇要買入的代幣',
  'swapTokenPicker.back': '返回兌換',
}
