import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': '所有钱包',
  'continueWithWallet.continueWithAWallet': '使用钱包继续',
  'connectionOutcome.connectionDeclined': '连接已被拒绝',
  'connectionOutcome.connectionFailed': '连接失败',
  'legalLinks.termsOfService': '服务条款',
  'legalLinks.privacyPolicy': '隐私政策',
  'legalFooter.byConnectingYourWallet': '连接钱包即表示您同意我们的',
  'waitingForWallet.approveInYourWallet': '请在钱包中批准',
  'noWalletFound.installABrowserWallet': '请安装浏览器钱包扩展，然后重新加载此页面。',
  'connectEmail.email': '邮箱',
  'connectEmail.emailAddress': '邮箱地址',
  'legalCheckbox.iAgreeToOur': '我同意',
  'legalCheckbox.toConnectFirstAgree': '连接前，请先同意 {documents}。',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': '最近使用',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': '已安装',
  'noWalletFound.reload': '重新加载页面',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '使用 {name} 继续',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': '和',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': '服务条款和隐私政策',
  'legalLinks.theTerms': '服务条款',
  'legalLinks.thePrivacyPolicy': '隐私政策',
}
