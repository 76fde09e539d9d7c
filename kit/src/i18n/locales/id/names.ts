import type { MessagesOf } from '../../Messages.js'
import type { namesMessages as english } from '../en/names.js'

/** names: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const namesMessages: MessagesOf<typeof english> = {
  'nameField.name': 'Nama',
  'nameField.atLeast4Letters': 'Minimal 4 huruf, angka, atau tanda hubung.',
  'nameField.yourname': 'namaanda',
  'nameSuggestionList.suggestions': 'Saran',
  'nameSuggestionList.available': 'Tersedia',
  'nameStatus.checkingAvailability': 'Memeriksa ketersediaan',
  'nameStatus.isAvailable': '{name} tersedia',
  'nameStatus.isAlreadyTaken': '{name} sudah dipakai',
  'nameStatus.namesCouldNotBe': 'Nama tidak dapat diperiksa: {reason}',
  'registrationFailure.couldNotSign': 'Dompet tidak dapat menandatangani nama',
  'registrationFailure.signAgain': 'Tanda tangani lagi',
}
