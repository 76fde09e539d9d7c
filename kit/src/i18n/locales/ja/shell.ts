import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': 'この画面を読み込めませんでした',
  'viewFallback.loading': '読み込み中',
  'unavailable.notAvailable': '利用できません',
  'unavailable.thisPartOfThe': 'ウォレットのこの機能は、このアプリでは利用できません。',
  'modalHeader.back': '戻る',
  'debugAlerts.dismissAlert': 'アラートを閉じる',
}
