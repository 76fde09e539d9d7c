import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as en } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof en> = {
  'viewFallback.couldNotLoadThis': 'Bu ekran yüklenemedi',
  'viewFallback.loading': 'Yükleniyor',
  'unavailable.notAvailable': 'Kullanılamıyor',
  'unavailable.thisPartOfThe': 'Cüzdanın bu bölümü bu uygulamada yer almıyor.',
  'modalHeader.back': 'Geri',
  'debugAlerts.dismissAlert': 'Uyarıyı kapat',
}
