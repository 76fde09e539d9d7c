import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': '견적',
  'onrampQuoteSummary.gettingAQuote': '견적 받는 중…',
  'onrampQuoteSummary.theProviderDidNot': '제공업체가 견적을 제공하지 않아 예상 금액으로 표시됩니다',
  'onrampQuoteSummary.estimated': '예상',
  'onrampQuoteSummary.total': '합계',
  'onrampQuoteSummary.enterAnAmountTo': '금액을 입력하면 받을 수 있는 수량이 표시됩니다.',
  'onrampForm.nothingCanBeBought': '아직 {network}에서 구매할 수 있는 자산이 없습니다.',
  'onrampForm.showingSampleOptionsThe':
    '예시 옵션을 표시하고 있습니다. 현재 제공업체 목록을 사용할 수 없습니다.',
  'onrampAmountField.currency': '통화',
  'onrampWaiting.waitingForYourPurchase': '구매 완료 대기 중',
  'onrampWaiting.finishBuying':
    '새 창의 {provider}에서 {symbol} 구매를 완료하세요. 입금되면 여기에 잔액과 활동 내역이 업데이트됩니다.',
  'onrampWaiting.backToAccount': '계정으로 돌아가기',
  'onrampWaiting.buyMore': '더 구매하기',
  'onrampSubmit.couldnTOpenThe': '구매 페이지를 열 수 없습니다',
  'onrampSubmit.buyWith': '{provider}에서 구매',
  'onrampPicks.card': '카드',
  'onrampPicks.ach': '은행 계좌(ACH)',
  'onrampPicks.youBuy': '구매할 자산',
  'onrampPicks.paymentMethod': '결제 수단',
  'onrampPicks.provider': '제공업체',
  'onrampPicks.fee': '수수료 {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '{min}~{max} 범위에서 입력하세요',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': '받을 수량: ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': '제공업체 환율로 {symbol} 받기',
}
