import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'Kết nối ví',
  'title.account': 'Tài khoản',
  'title.allWallets': 'Tất cả ví',
  'title.connectingExternal': 'Đang kết nối ví ngoài',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Chọn chuỗi',
  'title.networks': 'Chọn mạng',
  'title.unsupportedChain': 'Chuyển mạng',
  'title.signMessage': 'Ký thông điệp',
  'title.approveTransaction': 'Phê duyệt giao dịch',
  'title.emailVerifyOtp': 'Xác nhận email',
  'title.emailVerifyDevice': 'Đăng ký thiết bị',
  'title.farcaster': 'Farcaster',
  'title.social': 'Đăng nhập mạng xã hội',
  'title.updateEmail': 'Đổi email',
  'title.send': 'Gửi',
  'title.receive': 'Nhận',
  'title.siwe': 'Đăng nhập',
  'title.swap': 'Hoán đổi',
  'title.buy': 'Mua tiền mã hóa',
  'title.activityDetail': 'Giao dịch',
  'title.registerAccountName': 'Chọn tên',
  'title.registerAccountNameSuccess': 'Đã đăng ký tên',
  'title.smartSessions': 'Phiên thông minh',
  'title.connectNamespace': 'Kết nối ví {namespace}',
}
