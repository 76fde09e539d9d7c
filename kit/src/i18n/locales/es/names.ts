import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as enNamesMessages } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof enNamesMessages> = {
  'nameField.name': 'Nombre',
  'nameField.atLeast4Letters': 'Al menos 4 letras, dígitos o guiones.',
  'nameField.yourname': 'tunombre',
  'nameSuggestionList.suggestions': 'Sugerencias',
  'nameSuggestionList.available': 'Disponible',
  'nameStatus.checkingAvailability': 'Comprobando disponibilidad',
  'nameStatus.isAvailable': '{name} está disponible',
  'nameStatus.isAlreadyTaken': '{name} ya está en uso',
  'nameStatus.namesCouldNotBe': 'No se pudieron comprobar los nombres: {reason}',
  'registrationFailure.couldNotSign': 'La billetera no pudo firmar el nombre',
  'registrationFailure.signAgain': 'Volver a firmar',
}
