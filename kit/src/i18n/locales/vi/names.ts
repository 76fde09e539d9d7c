import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': 'Tên',
  'nameField.atLeast4Letters': 'Ít nhất 4 ký tự gồm chữ cái, chữ số hoặc dấu gạch ngang.',
  'nameField.yourname': 'tencuaban',
  'nameSuggestionList.suggestions': 'Gợi ý',
  'nameSuggestionList.available': 'Còn trống',
  'nameStatus.checkingAvailability': 'Đang kiểm tra tên',
  'nameStatus.isAvailable': '{name} còn trống',
  'nameStatus.isAlreadyTaken': '{name} đã có người sử dụng',
  'nameStatus.namesCouldNotBe': 'Không thể kiểm tra tên: {reason}',
  'registrationFailure.couldNotSign': 'Ví không thể ký tên này',
  'registrationFailure.signAgain': 'Ký lại',
}
