import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': '無法載入此畫面',
  'viewFallback.loading': '載入中',
  'unavailable.notAvailable': '無法使用',
  'unavailable.thisPartOfThe': '此應用程式未包含錢包的這項功能。',
  'modalHeader.back': '返回',
  'debugAlerts.dismissAlert': '關閉警示',
}
