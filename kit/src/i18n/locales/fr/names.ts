import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as enNamesMessages } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof enNamesMessages> = {
  'nameField.name': 'Nom',
  'nameField.atLeast4Letters': "Au moins 4 lettres, chiffres ou traits d'union.",
  'nameField.yourname': 'votrenom',
  'nameSuggestionList.suggestions': 'Suggestions',
  'nameSuggestionList.available': 'Disponible',
  'nameStatus.checkingAvailability': 'Vérification de la disponibilité',
  'nameStatus.isAvailable': '{name} est disponible',
  'nameStatus.isAlreadyTaken': '{name} est déjà pris',
  'nameStatus.namesCouldNotBe': 'Impossible de vérifier les noms : {reason}',
  'registrationFailure.couldNotSign': "Le portefeuille n'a pas pu signer le nom",
  'registrationFailure.signAgain': 'Signer à nouveau',
}
