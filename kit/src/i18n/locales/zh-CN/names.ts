import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': '名称',
  'nameField.atLeast4Letters': '至少 4 个字符，仅限字母、数字或连字符。',
  'nameField.yourname': 'zhangsan',
  'nameSuggestionList.suggestions': '推荐',
  'nameSuggestionList.available': '可用',
  'nameStatus.checkingAvailability': '正在检查是否可用',
  'nameStatus.isAvailable': '{name} 可用',
  'nameStatus.isAlreadyTaken': '{name} 已被占用',
  'nameStatus.namesCouldNotBe': '无法检查名称：{reason}',
  'registrationFailure.couldNotSign': '钱包无法签署该名称',
  'registrationFailure.signAgain': '重新签名',
}
