import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': 'الاسم',
  'nameField.atLeast4Letters': '4 أحرف لاتينية أو أرقام أو شرطات على الأقل.',
  'nameField.yourname': 'اسمك',
  'nameSuggestionList.suggestions': 'اقتراحات',
  'nameSuggestionList.available': 'متاح',
  'nameStatus.checkingAvailability': 'جارٍ التحقق من التوفر',
  'nameStatus.isAvailable': 'الاسم {name} متاح',
  'nameStatus.isAlreadyTaken': 'الاسم {name} مستخدم بالفعل',
  'nameStatus.namesCouldNotBe': 'تعذّر التحقق من الأسماء: {reason}',
  'registrationFailure.couldNotSign': 'لم تتمكن المحفظة من توقيع الاسم',
  'registrationFailure.signAgain': 'وقّع مرة أخرى',
}
