import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as en } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof en> = {
  'nameField.name': 'Имя',
  'nameField.atLeast4Letters': 'Не менее 4 символов: латинские буквы, цифры или дефисы.',
  'nameField.yourname': 'vashe-imya',
  'nameSuggestionList.suggestions': 'Варианты',
  'nameSuggestionList.available': 'Свободно',
  'nameStatus.checkingAvailability': 'Проверка доступности',
  'nameStatus.isAvailable': 'Имя {name} свободно',
  'nameStatus.isAlreadyTaken': 'Имя {name} уже занято',
  'nameStatus.namesCouldNotBe': 'Не удалось проверить имена: {reason}',
  'registrationFailure.couldNotSign': 'Кошельку не удалось подписать имя',
  'registrationFailure.signAgain': 'Подписать снова',
}
