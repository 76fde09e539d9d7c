import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'Không thể tải màn hình này',
  'viewFallback.loading': 'Đang tải',
  'unavailable.notAvailable': 'Không khả dụng',
  'unavailable.thisPartOfThe': 'Ứng dụng này không có phần này của ví.',
  'modalHeader.back': 'Quay lại',
  'debugAlerts.dismissAlert': 'Đóng cảnh báo',
}
