import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'กระเป๋าเงินทั้งหมด',
  'continueWithWallet.continueWithAWallet': 'ดำเนินการต่อด้วยกระเป๋าเงิน',
  'connectionOutcome.connectionDeclined': 'การเชื่อมต่อถูกปฏิเสธ',
  'connectionOutcome.connectionFailed': 'การเชื่อมต่อล้มเหลว',
  'legalLinks.termsOfService': 'ข้อกำหนดในการให้บริการ',
  'legalLinks.privacyPolicy': 'นโยบายความเป็นส่วนตัว',
  'legalFooter.byConnectingYourWallet': 'การเชื่อมต่อกระเป๋าเงินถือว่าคุณยอมรับ',
  'waitingForWallet.approveInYourWallet': 'อนุมัติในกระเป๋าเงินของคุณ',
  'noWalletFound.installABrowserWallet': 'ติดตั้งส่วนขยายกระเป๋าเงินสำหรับเบราว์เซอร์ แล้วโหลดหน้านี้ใหม่',
  'connectEmail.email': 'อีเมล',
  'connectEmail.emailAddress': 'ที่อยู่อีเมล',
  'legalCheckbox.iAgreeToOur': 'ฉันยอมรับ',
  'legalCheckbox.toConnectFirstAgree': 'หากต้องการเชื่อมต่อ โปรดยอมรับ {documents} ก่อน',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'ล่าสุด',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'ติดตั้งแล้ว',
  'noWalletFound.reload': 'โหลดหน้าใหม่',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'ดำเนินการต่อด้วย {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'และ',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'ข้อกำหนดในการให้บริการและนโยบายความเป็นส่วนตัว',
  'legalLinks.theTerms': 'ข้อกำหนดในการให้บริการ',
  'legalLinks.thePrivacyPolicy': 'นโยบายความเป็นส่วนตัว',
}
