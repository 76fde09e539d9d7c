import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': 'नाम',
  'nameField.atLeast4Letters': 'कम से कम 4 अक्षर (a–z), अंक या हाइफ़न।',
  'nameField.yourname': 'aapkanaam',
  'nameSuggestionList.suggestions': 'सुझाव',
  'nameSuggestionList.available': 'उपलब्ध',
  'nameStatus.checkingAvailability': 'उपलब्धता जाँची जा रही है',
  'nameStatus.isAvailable': '{name} उपलब्ध है',
  'nameStatus.isAlreadyTaken': '{name} पहले से लिया जा चुका है',
  'nameStatus.namesCouldNotBe': 'नाम जाँचे नहीं जा सके: {reason}',
  'registrationFailure.couldNotSign': 'वॉलेट नाम को साइन नहीं कर सका',
  'registrationFailure.signAgain': 'फिर से साइन करें',
}
