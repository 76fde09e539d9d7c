import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': '名前',
  'nameField.atLeast4Letters': '英字、数字、ハイフンで4文字以上。',
  'nameField.yourname': 'yamada-taro',
  'nameSuggestionList.suggestions': '候補',
  'nameSuggestionList.available': '利用可能',
  'nameStatus.checkingAvailability': '利用可能か確認中',
  'nameStatus.isAvailable': '{name}は利用可能です',
  'nameStatus.isAlreadyTaken': '{name}はすでに使用されています',
  'nameStatus.namesCouldNotBe': '名前を確認できませんでした: {reason}',
  'registrationFailure.couldNotSign': 'ウォレットで名前に署名できませんでした',
  'registrationFailure.signAgain': 'もう一度署名',
}
