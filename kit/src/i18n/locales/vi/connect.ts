import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'Tất cả ví',
  'continueWithWallet.continueWithAWallet': 'Tiếp tục bằng ví',
  'connectionOutcome.connectionDeclined': 'Đã từ chối kết nối',
  'connectionOutcome.connectionFailed': 'Kết nối không thành công',
  'legalLinks.termsOfService': 'điều khoản dịch vụ',
  'legalLinks.privacyPolicy': 'chính sách quyền riêng tư',
  'legalFooter.byConnectingYourWallet': 'Khi kết nối ví, bạn đồng ý với',
  'waitingForWallet.approveInYourWallet': 'Phê duyệt trong ví của bạn',
  'noWalletFound.installABrowserWallet': 'Hãy cài đặt tiện ích ví cho trình duyệt, sau đó tải lại trang này.',
  'connectEmail.email': 'Email',
  'connectEmail.emailAddress': 'Địa chỉ email',
  'legalCheckbox.iAgreeToOur': 'Tôi đồng ý với',
  'legalCheckbox.toConnectFirstAgree': 'Để kết nối, trước tiên hãy đồng ý với {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Gần đây',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Đã cài đặt',
  'noWalletFound.reload': 'Tải lại trang',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Tiếp tục với {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'và',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'điều khoản dịch vụ và chính sách quyền riêng tư',
  'legalLinks.theTerms': 'điều khoản dịch vụ',
  'legalLinks.thePrivacyPolicy': 'chính sách quyền riêng tư',
}
