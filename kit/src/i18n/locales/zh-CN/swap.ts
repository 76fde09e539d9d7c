import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': '接受新报价',
  'swapSuccess.swapComplete': '兑换完成',
  'swapSuccess.youSwapped': '您已兑换 {summary}',
  'swapForm.swapTokens': '兑换代币',
  'swapForm.switchTokens': '对调代币',
  'swapForm.quoteFailed': '无法获取报价：{reason}',
  'swapForm.theSwapServiceHas': '兑换服务暂无这些代币的报价',
  'swapDetails.swapDetails': '兑换详情',
  'swapDetails.rate': '汇率',
  'swapDetails.minimumReceived': '最少收到',
  'swapDetails.slippageTolerance': '滑点容差',
  'swapField.sell': '卖出',
  'swapField.buy': '买入',
  'swapField.sellAmount': '卖出数量',
  'swapField.buyAmount': '买入数量',
  'swapField.sellToken': '卖出代币：{symbol}',
  'swapField.buyToken': '买入代币：{symbol}',
  'swapField.selectSell': '选择要卖出的代币',
  'swapField.selectBuy': '选择要买入的代币',
  'swapField.selectToken': '选择代币',
  'swapTokenPicker.sell': '选择要卖出的代币',
  'swapTokenPicker.buy': '选择要买入的代币',
  'swapTokenPicker.back': '返回兑换',
}
