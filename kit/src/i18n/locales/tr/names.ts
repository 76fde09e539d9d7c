import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as en } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof en> = {
  'nameField.name': 'Ad',
  'nameField.atLeast4Letters': 'En az 4 harf, rakam veya kısa çizgi.',
  'nameField.yourname': 'adiniz',
  'nameSuggestionList.suggestions': 'Öneriler',
  'nameSuggestionList.available': 'Müsait',
  'nameStatus.checkingAvailability': 'Uygunluk kontrol ediliyor',
  'nameStatus.isAvailable': '{name} müsait',
  'nameStatus.isAlreadyTaken': '{name} zaten alınmış',
  'nameStatus.namesCouldNotBe': 'Adlar kontrol edilemedi: {reason}',
  'registrationFailure.couldNotSign': 'Cüzdan adı imzalayamadı',
  'registrationFailure.signAgain': 'Tekrar imzala',
}
