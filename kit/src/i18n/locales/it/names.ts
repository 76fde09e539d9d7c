import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as enNamesMessages } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof enNamesMessages> = {
  'nameField.name': 'Nome',
  'nameField.atLeast4Letters': 'Almeno 4 lettere, cifre o trattini.',
  'nameField.yourname': 'iltuonome',
  'nameSuggestionList.suggestions': 'Suggerimenti',
  'nameSuggestionList.available': 'Disponibile',
  'nameStatus.checkingAvailability': 'Verifica della disponibilità',
  'nameStatus.isAvailable': '{name} è disponibile',
  'nameStatus.isAlreadyTaken': '{name} è già in uso',
  'nameStatus.namesCouldNotBe': 'Impossibile verificare i nomi: {reason}',
  'registrationFailure.couldNotSign': 'Il wallet non è riuscito a firmare il nome',
  'registrationFailure.signAgain': 'Firma di nuovo',
}
