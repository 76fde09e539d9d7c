import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'ไม่สามารถโหลดหน้านี้ได้',
  'viewFallback.loading': 'กำลังโหลด',
  'unavailable.notAvailable': 'ไม่พร้อมใช้งาน',
  'unavailable.thisPartOfThe': 'แอปนี้ไม่มีฟีเจอร์นี้ของกระเป๋าเงิน',
  'modalHeader.back': 'ย้อนกลับ',
  'debugAlerts.dismissAlert': 'ปิดการแจ้งเตือน',
}
