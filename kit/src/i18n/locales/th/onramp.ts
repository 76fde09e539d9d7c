import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': 'ราคาเสนอ',
  'onrampQuoteSummary.gettingAQuote': 'กำลังขอราคาเสนอ…',
  'onrampQuoteSummary.theProviderDidNot': 'ผู้ให้บริการไม่ได้เสนอราคา ตัวเลขนี้เป็นค่าประมาณ',
  'onrampQuoteSummary.estimated': 'โดยประมาณ',
  'onrampQuoteSummary.total': 'รวม',
  'onrampQuoteSummary.enterAnAmountTo': 'ป้อนจำนวนเพื่อดูว่าคุณจะได้รับเท่าไร',
  'onrampForm.nothingCanBeBought': 'ยังไม่มีสินทรัพย์ที่ซื้อได้บน {network}',
  'onrampForm.showingSampleOptionsThe': 'กำลังแสดงตัวเลือกตัวอย่าง: รายการของผู้ให้บริการไม่พร้อมใช้งานในขณะนี้',
  'onrampAmountField.currency': 'สกุลเงิน',
  'onrampWaiting.waitingForYourPurchase': 'กำลังรอการซื้อของคุณ',
  'onrampWaiting.finishBuying':
    'ซื้อ {symbol} ผ่าน {provider} ให้เสร็จในหน้าต่างใหม่ ยอดคงเหลือและกิจกรรมของคุณจะอัปเดตที่นี่เมื่อได้รับแล้ว',
  'onrampWaiting.backToAccount': 'กลับไปที่บัญชี',
  'onrampWaiting.buyMore': 'ซื้อเพิ่ม',
  'onrampSubmit.couldnTOpenThe': 'ไม่สามารถเปิดหน้าการซื้อได้',
  'onrampSubmit.buyWith': 'ซื้อผ่าน {provider}',
  'onrampPicks.card': 'บัตร',
  'onrampPicks.ach': 'บัญชีธนาคาร (ACH)',
  'onrampPicks.youBuy': 'สินทรัพย์ที่ซื้อ',
  'onrampPicks.paymentMethod': 'วิธีการชำระเงิน',
  'onrampPicks.provider': 'ผู้ให้บริการ',
  'onrampPicks.fee': 'ค่าธรรมเนียม {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'ป้อนจำนวนระหว่าง {min} ถึง {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'คุณจะได้รับ ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'คุณจะได้รับ {symbol} ตามอัตราของผู้ให้บริการ',
}
