import type { MessagesOf } from '../../Messages.js'
import type { shellMessages as english } from '../en/shell.js'

/** shell: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const shellMessages: MessagesOf<typeof english> = {
  'viewFallback.couldNotLoadThis': '이 화면을 불러올 수 없습니다',
  'viewFallback.loading': '불러오는 중',
  'unavailable.notAvailable': '사용할 수 없음',
  'unavailable.thisPartOfThe': '이 앱에는 지갑의 이 기능이 포함되어 있지 않습니다.',
  'modalHeader.back': '뒤로',
  'debugAlerts.dismissAlert': '알림 닫기',
}
