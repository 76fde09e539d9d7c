import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'เชื่อมต่อกระเป๋าเงิน',
  'title.account': 'บัญชี',
  'title.allWallets': 'กระเป๋าเงินทั้งหมด',
  'title.connectingExternal': 'กำลังเชื่อมต่อ',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'เลือกเชน',
  'title.networks': 'เลือกเครือข่าย',
  'title.unsupportedChain': 'สลับเครือข่าย',
  'title.signMessage': 'ลงนามข้อความ',
  'title.approveTransaction': 'อนุมัติธุรกรรม',
  'title.emailVerifyOtp': 'ยืนยันอีเมล',
  'title.emailVerifyDevice': 'ลงทะเบียนอุปกรณ์',
  'title.farcaster': 'Farcaster',
  'title.social': 'เข้าสู่ระบบด้วยโซเชียล',
  'title.updateEmail': 'เปลี่ยนอีเมล',
  'title.send': 'ส่ง',
  'title.receive': 'รับ',
  'title.siwe': 'ลงชื่อเข้าใช้',
  'title.swap': 'สวอป',
  'title.buy': 'ซื้อคริปโต',
  'title.activityDetail': 'ธุรกรรม',
  'title.registerAccountName': 'เลือกชื่อ',
  'title.registerAccountNameSuccess': 'ลงทะเบียนชื่อแล้ว',
  'title.smartSessions': 'เซสชันอัจฉริยะ',
  'title.connectNamespace': 'เชื่อมต่อกระเป๋าเงิน {namespace}',
}
