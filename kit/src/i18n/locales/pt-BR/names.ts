import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as en } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof en> = {
  'nameField.name': 'Nome',
  'nameField.atLeast4Letters': 'Pelo menos 4 letras, números ou hifens.',
  'nameField.yourname': 'seunome',
  'nameSuggestionList.suggestions': 'Sugestões',
  'nameSuggestionList.available': 'Disponível',
  'nameStatus.checkingAvailability': 'Verificando disponibilidade',
  'nameStatus.isAvailable': '{name} está disponível',
  'nameStatus.isAlreadyTaken': '{name} já está em uso',
  'nameStatus.namesCouldNotBe': 'Não foi possível verificar os nomes: {reason}',
  'registrationFailure.couldNotSign': 'A carteira não conseguiu assinar o nome',
  'registrationFailure.signAgain': 'Assinar novamente',
}
