import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'Nhập email mới cho ví của bạn.',
  'updateEmailWallet.newEmail': 'Email mới',
  'updateEmailWallet.newEmailAddress': 'Địa chỉ email mới',
  'updateEmailWallet.save': 'Lưu',
  'connectingSocial.noSocialProviderWas': 'Chưa chọn tài khoản mạng xã hội nào.',
  'connectingSocial.logInWith': 'Đăng nhập bằng {name}',
  'connectingSocial.connectInTheWindow': 'Kết nối trong cửa sổ vừa mở.',
  'connectingSocial.loginCancelled': 'Đã hủy đăng nhập',
  'connectingSocial.failed': 'Đăng nhập bằng {name} không thành công.',
  'connectingSocial.tryAgain': 'Thử lại',
  'connectingFarcaster.qrCodeForFarcaster': 'Mã QR cho Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Quét mã QR này bằng camera điện thoại hoặc mở liên kết trong Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Mở liên kết Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Đăng ký thiết bị này để tiếp tục',
  'emailVerifyDevice.approveTheLoginFrom': 'Phê duyệt đăng nhập từ email chúng tôi đã gửi đến',
  'emailVerifyOtp.noEmailWasGiven': 'Chưa có email nào được cung cấp.',
  'otpForm.enterTheCodeWe': 'Nhập mã chúng tôi đã gửi đến',
  'otpForm.oneTimeCode': 'Mã dùng một lần',
  'otpForm.6DigitCode': 'Mã gồm 6 chữ số',
  'otpForm.resendCode': 'Gửi lại mã',
  'connectingSocial.windowClosed': 'Cửa sổ {name} đã bị đóng trước khi bạn hoàn tất.',
  'updateEmailWallet.updated': 'Đã cập nhật email thành {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Nhập email mới cho ví của bạn (hiện tại: {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'địa chỉ của bạn',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Mã mới đang được gửi đến bạn.',
}
