import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': '无法加载此页面',
  'viewFallback.loading': '加载中',
  'unavailable.notAvailable': '不可用',
  'unavailable.thisPartOfThe': '此应用未包含钱包的这部分功能。',
  'modalHeader.back': '返回',
  'debugAlerts.dismissAlert': '关闭提醒',
}
