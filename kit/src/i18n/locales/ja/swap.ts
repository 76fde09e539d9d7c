import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': '新しい見積もりを承認',
  'swapSuccess.swapComplete': 'スワップ完了',
  'swapSuccess.youSwapped': 'スワップしました: {summary}',
  'swapForm.swapTokens': 'トークンをスワップ',
  'swapForm.switchTokens': 'トークンを入れ替え',
  'swapForm.quoteFailed': '見積もりを取得できませんでした: {reason}',
  'swapForm.theSwapServiceHas': 'スワップサービスに、これらのトークンの見積もりがありません',
  'swapDetails.swapDetails': 'スワップの詳細',
  'swapDetails.rate': 'レート',
  'swapDetails.minimumReceived': '最低受取額',
  'swapDetails.slippageTolerance': 'スリッページ許容値',
  'swapField.sell': '売却',
  'swapField.buy': '購入',
  'swapField.sellAmount': '売却数量',
  'swapField.buyAmount': '購入数量',
  'swapField.sellToken': '売却トークン: {symbol}',
  'swapField.buyToken': '購入トークン: {symbol}',
  'swapField.selectSell': '売却するトークンを選択',
  'swapField.selectBuy': '購入するトークンを選択',
  'swapField.selectToken': 'トークンを選択',
  'swapTokenPicker.sell': '売却するトークンを選択',
  'swapTokenPicker.buy': '購入するトークンを選択',
  'swapTokenPicker.back': 'スワップに戻る',
}
