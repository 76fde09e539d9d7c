import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': 'قبول عرض السعر الجديد',
  'swapSuccess.swapComplete': 'اكتملت المبادلة',
  'swapSuccess.youSwapped': 'لقد بادلت {summary}',
  'swapForm.swapTokens': 'مبادلة الرموز',
  'swapForm.switchTokens': 'تبديل الرمزين',
  'swapForm.quoteFailed': 'تعذّر الحصول على عرض سعر: {reason}',
  'swapForm.theSwapServiceHas': 'لا يتوفر لدى خدمة المبادلة عرض سعر لهذه الرموز',
  'swapDetails.swapDetails': 'تفاصيل المبادلة',
  'swapDetails.rate': 'السعر',
  'swapDetails.minimumReceived': 'الحد الأدنى المستلم',
  'swapDetails.slippageTolerance': 'نسبة الانزلاق المسموح بها',
  'swapField.sell': 'بيع',
  'swapField.buy': 'شراء',
  'swapField.sellAmount': 'كمية البيع',
  'swapField.buyAmount': 'كمية الشراء',
  'swapField.sellToken': 'رمز البيع: {symbol}',
  'swapField.buyToken': 'رمز الشراء: {symbol}',
  'swapField.selectSell': 'اختر الرمز المراد بيعه',
  'swapField.selectBuy': 'اختر الرمز المراد شراؤه',
  'swapField.selectToken': 'اختر رمزًا',
  'swapTokenPicker.sell': 'اختر رمزًا لبيعه',
  'swapTokenPicker.buy': 'اختر رمزًا لشرائه',
  'swapTokenPicker.back': 'العودة إلى المبادلة',
}
