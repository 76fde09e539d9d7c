import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as enNamesMessages } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof enNamesMessages> = {
  'nameField.name': 'Naam',
  'nameField.atLeast4Letters': 'Minstens 4 letters, cijfers of koppeltekens.',
  'nameField.yourname': 'jouwnaam',
  'nameSuggestionList.suggestions': 'Suggesties',
  'nameSuggestionList.available': 'Beschikbaar',
  'nameStatus.checkingAvailability': 'Beschikbaarheid controleren',
  'nameStatus.isAvailable': '{name} is beschikbaar',
  'nameStatus.isAlreadyTaken': '{name} is al in gebruik',
  'nameStatus.namesCouldNotBe': 'Namen konden niet worden gecontroleerd: {reason}',
  'registrationFailure.couldNotSign': 'De wallet kon de naam niet ondertekenen',
  'registrationFailure.signAgain': 'Opnieuw ondertekenen',
}
