import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': 'ยอมรับราคาเสนอใหม่',
  'swapSuccess.swapComplete': 'สวอปเสร็จสมบูรณ์',
  'swapSuccess.youSwapped': 'คุณสวอป {summary} แล้ว',
  'swapForm.swapTokens': 'สวอปโทเคน',
  'swapForm.switchTokens': 'สลับโทเคน',
  'swapForm.quoteFailed': 'ไม่สามารถรับราคาเสนอได้: {reason}',
  'swapForm.theSwapServiceHas': 'บริการสวอปไม่มีราคาเสนอสำหรับโทเคนเหล่านี้',
  'swapDetails.swapDetails': 'รายละเอียดการสวอป',
  'swapDetails.rate': 'อัตรา',
  'swapDetails.minimumReceived': 'จำนวนขั้นต่ำที่จะได้รับ',
  'swapDetails.slippageTolerance': 'ค่าสลิปเพจที่ยอมรับได้',
  'swapField.sell': 'ขาย',
  'swapField.buy': 'ซื้อ',
  'swapField.sellAmount': 'จำนวนที่ขาย',
  'swapField.buyAmount': 'จำนวนที่ซื้อ',
  'swapField.sellToken': 'โทเคนที่ขาย: {symbol}',
  'swapField.buyToken': 'โทเคนที่ซื้อ: {symbol}',
  'swapField.selectSell': 'เลือกโทเคนที่จะขาย',
  'swapField.selectBuy': 'เลือกโทเคนที่จะซื้อ',
  'swapField.selectToken': 'เลือกโทเคน',
  'swapTokenPicker.sell': 'เลือกโทเคนที่จะขาย',
  'swapTokenPicker.buy': 'เลือกโทเคนที่จะซื้อ',
  'swapTokenPicker.back': 'กลับไปที่การสวอป',
}
