import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'تعذّر تحميل هذه الشاشة',
  'viewFallback.loading': 'جارٍ التحميل',
  'unavailable.notAvailable': 'غير متاح',
  'unavailable.thisPartOfThe': 'هذا الجزء من المحفظة غير مضمّن في هذا التطبيق.',
  'modalHeader.back': 'رجوع',
  'debugAlerts.dismissAlert': 'إغلاق التنبيه',
}
