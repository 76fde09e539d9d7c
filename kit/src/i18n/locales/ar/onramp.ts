import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': 'عرض السعر',
  'onrampQuoteSummary.gettingAQuote': 'جارٍ الحصول على عرض سعر…',
  'onrampQuoteSummary.theProviderDidNot': 'لم يقدّم المزوّد عرض سعر؛ هذا تقدير',
  'onrampQuoteSummary.estimated': 'تقديري',
  'onrampQuoteSummary.total': 'الإجمالي',
  'onrampQuoteSummary.enterAnAmountTo': 'أدخل مبلغًا لمعرفة ما ستحصل عليه.',
  'onrampForm.nothingCanBeBought': 'لا يمكن شراء أي شيء على {network} بعد.',
  'onrampForm.showingSampleOptionsThe': 'يتم عرض خيارات تجريبية: قائمة المزوّد غير متاحة حاليًا.',
  'onrampAmountField.currency': 'العملة',
  'onrampWaiting.waitingForYourPurchase': 'في انتظار إتمام عملية الشراء',
  'onrampWaiting.finishBuying':
    'أكمل شراء {symbol} عبر {provider} في النافذة الجديدة. سيتم تحديث رصيدك ونشاطك هنا فور وصول الأموال.',
  'onrampWaiting.backToAccount': 'العودة إلى الحساب',
  'onrampWaiting.buyMore': 'شراء المزيد',
  'onrampSubmit.couldnTOpenThe': 'تعذّر فتح صفحة الشراء',
  'onrampSubmit.buyWith': 'الشراء عبر {provider}',
  'onrampPicks.card': 'بطاقة',
  'onrampPicks.ach': 'حساب مصرفي (ACH)',
  'onrampPicks.youBuy': 'أنت تشتري',
  'onrampPicks.paymentMethod': 'طريقة الدفع',
  'onrampPicks.provider': 'المزوّد',
  'onrampPicks.fee': 'رسوم {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'أدخل مبلغًا بين {min} و{max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'ستحصل على ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'ستحصل على {symbol} بسعر المزوّد',
}
