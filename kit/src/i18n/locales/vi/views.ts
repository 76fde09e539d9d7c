import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': 'Chọn chuỗi để kết nối với ví đa chuỗi của bạn',
  'connectingMultiChain.chains': 'Chuỗi',
  'buy.loadingWhatYouCan': 'Đang tải các tài sản bạn có thể mua…',
  'connect.or': 'hoặc',
  'unsupportedChain.yourWalletIsOn':
    'Ví của bạn đang ở một mạng mà ứng dụng này không hỗ trợ. Hãy chuyển sang một trong các mạng sau để tiếp tục.',
  'swap.swapsAreNotAvailable': 'Không thể hoán đổi trên {network}.',
  'swap.thereIsNothingTo': 'Chưa có gì để hoán đổi.',
  'account.blockExplorer': 'Trình khám phá khối',
  'connectingExternal.acceptTheConnectionRequest': 'Chấp nhận yêu cầu kết nối trong ví của bạn.',
  'signMessage.embedded': 'Ký thông điệp này bằng ví nhúng của bạn.',
  'signMessage.inWallet': 'Ký thông điệp trong ví của bạn để tiếp tục.',
  'approveTransaction.embedded': 'Phê duyệt giao dịch này từ ví nhúng của bạn.',
  'approveTransaction.inWallet': 'Xem lại và phê duyệt giao dịch trong ví của bạn.',
  'connectingExternal.declined': 'Bạn đã từ chối yêu cầu trong {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Đã kết nối',
}
