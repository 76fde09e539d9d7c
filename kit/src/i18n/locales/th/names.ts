import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': 'ชื่อ',
  'nameField.atLeast4Letters': 'อย่างน้อย 4 อักขระ ประกอบด้วยตัวอักษร ตัวเลข หรือขีดกลาง',
  'nameField.yourname': 'somchai',
  'nameSuggestionList.suggestions': 'ชื่อที่แนะนำ',
  'nameSuggestionList.available': 'ใช้ได้',
  'nameStatus.checkingAvailability': 'กำลังตรวจสอบว่าใช้ได้หรือไม่',
  'nameStatus.isAvailable': '{name} ใช้ได้',
  'nameStatus.isAlreadyTaken': '{name} ถูกใช้แล้ว',
  'nameStatus.namesCouldNotBe': 'ไม่สามารถตรวจสอบชื่อได้: {reason}',
  'registrationFailure.couldNotSign': 'กระเป๋าเงินไม่สามารถลงนามชื่อได้',
  'registrationFailure.signAgain': 'ลงนามอีกครั้ง',
}
