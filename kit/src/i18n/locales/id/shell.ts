import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'Tampilan ini tidak dapat dimuat',
  'viewFallback.loading': 'Memuat',
  'unavailable.notAvailable': 'Tidak tersedia',
  'unavailable.thisPartOfThe': 'Bagian dompet ini tidak tersedia di aplikasi ini.',
  'modalHeader.back': 'Kembali',
  'debugAlerts.dismissAlert': 'Tutup peringatan',
}
