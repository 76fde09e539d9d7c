import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'यह स्क्रीन लोड नहीं हो सकी',
  'viewFallback.loading': 'लोड हो रहा है',
  'unavailable.notAvailable': 'उपलब्ध नहीं',
  'unavailable.thisPartOfThe': 'वॉलेट का यह हिस्सा इस ऐप में शामिल नहीं है।',
  'modalHeader.back': 'वापस',
  'debugAlerts.dismissAlert': 'अलर्ट हटाएँ',
}
