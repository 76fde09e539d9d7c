import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as enNamesMessages } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof enNamesMessages> = {
  'nameField.name': 'Name',
  'nameField.atLeast4Letters': 'Mindestens 4 Buchstaben, Ziffern oder Bindestriche.',
  'nameField.yourname': 'ihrname',
  'nameSuggestionList.suggestions': 'Vorschläge',
  'nameSuggestionList.available': 'Verfügbar',
  'nameStatus.checkingAvailability': 'Verfügbarkeit wird geprüft',
  'nameStatus.isAvailable': '{name} ist verfügbar',
  'nameStatus.isAlreadyTaken': '{name} ist bereits vergeben',
  'nameStatus.namesCouldNotBe': 'Namen konnten nicht geprüft werden: {reason}',
  'registrationFailure.couldNotSign': 'Die Wallet konnte den Namen nicht signieren',
  'registrationFailure.signAgain': 'Erneut signieren',
}
