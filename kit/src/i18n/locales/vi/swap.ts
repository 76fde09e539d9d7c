import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': 'Chấp nhận báo giá mới',
  'swapSuccess.swapComplete': 'Hoán đổi hoàn tất',
  'swapSuccess.youSwapped': 'Bạn đã hoán đổi {summary}',
  'swapForm.swapTokens': 'Hoán đổi token',
  'swapForm.switchTokens': 'Đảo chiều token',
  'swapForm.quoteFailed': 'Không thể lấy báo giá: {reason}',
  'swapForm.theSwapServiceHas': 'Dịch vụ hoán đổi không có báo giá cho các token này',
  'swapDetails.swapDetails': 'Chi tiết hoán đổi',
  'swapDetails.rate': 'Tỷ giá',
  'swapDetails.minimumReceived': 'Nhận tối thiểu',
  'swapDetails.slippageTolerance': 'Mức trượt giá cho phép',
  'swapField.sell': 'Bán',
  'swapField.buy': 'Mua',
  'swapField.sellAmount': 'Số lượng bán',
  'swapField.buyAmount': 'Số lượng mua',
  'swapField.sellToken': 'Token bán: {symbol}',
  'swapField.buyToken': 'Token mua: {symbol}',
  'swapField.selectSell': 'Chọn token để bán',
  'swapField.selectBuy': 'Chọn token để mua',
  'swapField.selectToken': 'Chọn token',
  'swapTokenPicker.sell': 'Chọn token để bán',
  'swapTokenPicker.buy': 'Chọn token để mua',
  'swapTokenPicker.back': 'Quay lại hoán đổi',
}
