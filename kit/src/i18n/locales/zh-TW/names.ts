import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': '名稱',
  'nameField.atLeast4Letters': '至少 4 個字元，僅限字母、數字或連字號。',
  'nameField.yourname': 'xiaoming',
  'nameSuggestionList.suggestions': '建議',
  'nameSuggestionList.available': '可使用',
  'nameStatus.checkingAvailability': '正在檢查是否可使用',
  'nameStatus.isAvailable': '{name} 可使用',
  'nameStatus.isAlreadyTaken': '{name} 已被使用',
  'nameStatus.namesCouldNotBe': '無法檢查名稱：{reason}',
  'registrationFailure.couldNotSign': '錢包無法簽署此名稱',
  'registrationFailure.signAgain': '重新簽署',
}
