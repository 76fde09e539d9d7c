import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as en } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof en> = {
  'nameField.name': 'Ім’я',
  'nameField.atLeast4Letters': 'Щонайменше 4 символи: латинські літери, цифри або дефіси.',
  'nameField.yourname': 'vashe-imia',
  'nameSuggestionList.suggestions': 'Варіанти',
  'nameSuggestionList.available': 'Вільне',
  'nameStatus.checkingAvailability': 'Перевірка доступності',
  'nameStatus.isAvailable': 'Ім’я {name} вільне',
  'nameStatus.isAlreadyTaken': 'Ім’я {name} уже зайняте',
  'nameStatus.namesCouldNotBe': 'Не вдалося перевірити імена: {reason}',
  'registrationFailure.couldNotSign': 'Гаманцю не вдалося підписати ім’я',
  'registrationFailure.signAgain': 'Підписати ще раз',
}
