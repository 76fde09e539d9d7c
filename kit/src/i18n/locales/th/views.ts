import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': 'เลือกเชนที่จะเชื่อมต่อกับกระเป๋าเงินแบบหลายเชนของคุณ',
  'connectingMultiChain.chains': 'เชน',
  'buy.loadingWhatYouCan': 'กำลังโหลดสินทรัพย์ที่คุณซื้อได้…',
  'connect.or': 'หรือ',
  'unsupportedChain.yourWalletIsOn':
    'กระเป๋าเงินของคุณอยู่บนเครือข่ายที่แอปนี้ไม่รองรับ โปรดสลับไปยังเครือข่ายใดเครือข่ายหนึ่งต่อไปนี้เพื่อดำเนินการต่อ',
  'swap.swapsAreNotAvailable': 'การสวอปไม่พร้อมใช้งานบน {network}',
  'swap.thereIsNothingTo': 'ยังไม่มีสินทรัพย์ที่สวอปได้',
  'account.blockExplorer': 'บล็อกเอกซ์พลอเรอร์',
  'connectingExternal.acceptTheConnectionRequest': 'ยอมรับคำขอเชื่อมต่อในกระเป๋าเงินของคุณ',
  'signMessage.embedded': 'ลงนามข้อความนี้ด้วยกระเป๋าเงินแบบฝังของคุณ',
  'signMessage.inWallet': 'ลงนามข้อความในกระเป๋าเงินของคุณเพื่อดำเนินการต่อ',
  'approveTransaction.embedded': 'อนุมัติธุรกรรมนี้จากกระเป๋าเงินแบบฝังของคุณ',
  'approveTransaction.inWallet': 'ตรวจสอบและอนุมัติธุรกรรมในกระเป๋าเงินของคุณ',
  'connectingExternal.declined': 'คุณปฏิเสธคำขอใน {name}',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'เชื่อมต่อแล้ว',
}
