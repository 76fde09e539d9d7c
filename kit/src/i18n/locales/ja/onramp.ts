import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': '見積もり',
  'onrampQuoteSummary.gettingAQuote': '見積もりを取得中…',
  'onrampQuoteSummary.theProviderDidNot': 'プロバイダーから見積もりがないため、概算を表示しています',
  'onrampQuoteSummary.estimated': '概算',
  'onrampQuoteSummary.total': '合計',
  'onrampQuoteSummary.enterAnAmountTo': '金額を入力すると、受け取れる数量が表示されます。',
  'onrampForm.nothingCanBeBought': '{network}で購入できるものはまだありません。',
  'onrampForm.showingSampleOptionsThe':
    'サンプルのオプションを表示しています。現在、プロバイダーのリストを利用できません。',
  'onrampAmountField.currency': '通貨',
  'onrampWaiting.waitingForYourPurchase': '購入の完了を待っています',
  'onrampWaiting.finishBuying':
    '新しいウィンドウで、{provider}での{symbol}の購入を完了してください。着金すると、ここに残高とアクティビティが反映されます。',
  'onrampWaiting.backToAccount': 'アカウントに戻る',
  'onrampWaiting.buyMore': 'さらに購入',
  'onrampSubmit.couldnTOpenThe': '購入ページを開けませんでした',
  'onrampSubmit.buyWith': '{provider}で購入',
  'onrampPicks.card': 'カード',
  'onrampPicks.ach': '銀行口座（ACH）',
  'onrampPicks.youBuy': '購入する暗号資産',
  'onrampPicks.paymentMethod': '支払い方法',
  'onrampPicks.provider': 'プロバイダー',
  'onrampPicks.fee': '手数料{min}〜{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '{min}〜{max}の範囲で入力してください',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': '受け取る数量: ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'プロバイダーのレートで{symbol}を受け取ります',
}
