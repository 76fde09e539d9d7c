import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as en } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof en> = {
  'nameField.name': 'Nazwa',
  'nameField.atLeast4Letters': 'Co najmniej 4 znaki: litery, cyfry lub łączniki.',
  'nameField.yourname': 'twojanazwa',
  'nameSuggestionList.suggestions': 'Propozycje',
  'nameSuggestionList.available': 'Dostępna',
  'nameStatus.checkingAvailability': 'Sprawdzanie dostępności',
  'nameStatus.isAvailable': 'Nazwa {name} jest dostępna',
  'nameStatus.isAlreadyTaken': 'Nazwa {name} jest już zajęta',
  'nameStatus.namesCouldNotBe': 'Nie udało się sprawdzić nazw: {reason}',
  'registrationFailure.couldNotSign': 'Portfel nie mógł podpisać nazwy',
  'registrationFailure.signAgain': 'Podpisz ponownie',
}
