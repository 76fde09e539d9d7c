import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': 'Báo giá',
  'onrampQuoteSummary.gettingAQuote': 'Đang lấy báo giá…',
  'onrampQuoteSummary.theProviderDidNot': 'Nhà cung cấp chưa báo giá; đây là giá ước tính',
  'onrampQuoteSummary.estimated': 'Ước tính',
  'onrampQuoteSummary.total': 'Tổng cộng',
  'onrampQuoteSummary.enterAnAmountTo': 'Nhập số tiền để xem bạn sẽ nhận được bao nhiêu.',
  'onrampForm.nothingCanBeBought': 'Hiện chưa thể mua gì trên {network}.',
  'onrampForm.showingSampleOptionsThe':
    'Đang hiển thị các lựa chọn mẫu: danh sách của nhà cung cấp hiện không khả dụng.',
  'onrampAmountField.currency': 'Tiền tệ',
  'onrampWaiting.waitingForYourPurchase': 'Đang chờ giao dịch mua của bạn',
  'onrampWaiting.finishBuying':
    'Hoàn tất việc mua {symbol} qua {provider} trong cửa sổ mới. Số dư và hoạt động của bạn sẽ được cập nhật tại đây khi tiền về.',
  'onrampWaiting.backToAccount': 'Quay lại tài khoản',
  'onrampWaiting.buyMore': 'Mua thêm',
  'onrampSubmit.couldnTOpenThe': 'Không thể mở trang mua',
  'onrampSubmit.buyWith': 'Mua qua {provider}',
  'onrampPicks.card': 'Thẻ',
  'onrampPicks.ach': 'Tài khoản ngân hàng (ACH)',
  'onrampPicks.youBuy': 'Bạn mua',
  'onrampPicks.paymentMethod': 'Phương thức thanh toán',
  'onrampPicks.provider': 'Nhà cung cấp',
  'onrampPicks.fee': 'Phí {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Nhập số tiền từ {min} đến {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Bạn nhận được ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Bạn nhận được {symbol} theo tỷ giá của nhà cung cấp',
}
