import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': '報價',
  'onrampQuoteSummary.gettingAQuote': '正在取得報價…',
  'onrampQuoteSummary.theProviderDidNot': '供應商未提供報價，此為預估值',
  'onrampQuoteSummary.estimated': '預估',
  'onrampQuoteSummary.total': '總計',
  'onrampQuoteSummary.enterAnAmountTo': '輸入金額以查看可取得的數量。',
  'onrampForm.nothingCanBeBought': '{network} 上目前沒有可購買的資產。',
  'onrampForm.showingSampleOptionsThe': '正在顯示範例選項：目前無法取得供應商清單。',
  'onrampAmountField.currency': '幣別',
  'onrampWaiting.waitingForYourPurchase': '正在等待購買完成',
  'onrampWaiting.finishBuying':
    '請在新視窗中透過 {provider} 完成購買 {symbol}。入帳後，您的餘額和活動會在此更新。',
  'onrampWaiting.backToAccount': '返回帳戶',
  'onrampWaiting.buyMore': '繼續購買',
  'onrampSubmit.couldnTOpenThe': '無法開啟購買頁面',
  'onrampSubmit.buyWith': '透過 {provider} 購買',
  'onrampPicks.card': '信用卡／金融卡',
  'onrampPicks.ach': '銀行帳戶（ACH）',
  'onrampPicks.youBuy': '購買資產',
  'onrampPicks.paymentMethod': '付款方式',
  'onrampPicks.provider': '供應商',
  'onrampPicks.fee': '手續費 {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '請輸入介於 {min} 至 {max} 之間的金額',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': '您將獲得 ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': '您將依供應商的匯率獲得 {symbol}',
}
