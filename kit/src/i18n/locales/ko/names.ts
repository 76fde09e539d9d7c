import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': '이름',
  'nameField.atLeast4Letters': '영문자, 숫자, 하이픈으로 4자 이상.',
  'nameField.yourname': 'hong-gildong',
  'nameSuggestionList.suggestions': '추천',
  'nameSuggestionList.available': '사용 가능',
  'nameStatus.checkingAvailability': '사용 가능 여부 확인 중',
  'nameStatus.isAvailable': '{name} 사용 가능',
  'nameStatus.isAlreadyTaken': '{name} 이미 사용 중',
  'nameStatus.namesCouldNotBe': '이름을 확인할 수 없습니다: {reason}',
  'registrationFailure.couldNotSign': '지갑에서 이름에 서명하지 못했습니다',
  'registrationFailure.signAgain': '다시 서명',
}
