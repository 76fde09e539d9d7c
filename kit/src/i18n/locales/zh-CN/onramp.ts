import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': '报价',
  'onrampQuoteSummary.gettingAQuote': '正在获取报价…',
  'onrampQuoteSummary.theProviderDidNot': '服务商未提供报价，此为估算值',
  'onrampQuoteSummary.estimated': '估算',
  'onrampQuoteSummary.total': '总计',
  'onrampQuoteSummary.enterAnAmountTo': '输入金额以查看可获得的数量。',
  'onrampForm.nothingCanBeBought': '{network} 上暂无可购买的资产。',
  'onrampForm.showingSampleOptionsThe': '正在显示示例选项：服务商列表暂时不可用。',
  'onrampAmountField.currency': '货币',
  'onrampWaiting.waitingForYourPurchase': '正在等待购买完成',
  'onrampWaiting.finishBuying':
    '请在新窗口中通过 {provider} 完成 {symbol} 的购买。到账后，您的余额和活动将在此更新。',
  'onrampWaiting.backToAccount': '返回账户',
  'onrampWaiting.buyMore': '继续购买',
  'onrampSubmit.couldnTOpenThe': '无法打开购买页面',
  'onrampSubmit.buyWith': '通过 {provider} 购买',
  'onrampPicks.card': '银行卡',
  'onrampPicks.ach': '银行账户（ACH）',
  'onrampPicks.youBuy': '购买资产',
  'onrampPicks.paymentMethod': '支付方式',
  'onrampPicks.provider': '服务商',
  'onrampPicks.fee': '手续费 {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '请输入 {min} 至 {max} 之间的金额',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': '您将获得 ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': '您将按服务商的汇率获得 {symbol}',
}
