import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': '所有錢包',
  'continueWithWallet.continueWithAWallet': '使用錢包繼續',
  'connectionOutcome.connectionDeclined': '已拒絕連線',
  'connectionOutcome.connectionFailed': '連線失敗',
  'legalLinks.termsOfService': '服務條款',
  'legalLinks.privacyPolicy': '隱私權政策',
  'legalFooter.byConnectingYourWallet': '連接錢包即表示您同意我們的',
  'waitingForWallet.approveInYourWallet': '請在錢包中核准',
  'noWalletFound.installABrowserWallet': '請安裝瀏覽器錢包擴充功能，然後重新整理此頁面。',
  'connectEmail.email': '電子郵件',
  'connectEmail.emailAddress': '電子郵件地址',
  'legalCheckbox.iAgreeToOur': '我同意',
  'legalCheckbox.toConnectFirstAgree': '連線前，請先同意 {documents}。',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': '最近使用',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': '已安裝',
  'noWalletFound.reload': '重新整理頁面',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '使用 {name} 繼續',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': '及',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': '服務條款及隱私權政策',
  'legalLinks.theTerms': '服務條款',
  'legalLinks.thePrivacyPolicy': '隱私權政策',
}
