import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'すべてのウォレット',
  'continueWithWallet.continueWithAWallet': 'ウォレットで続行',
  'connectionOutcome.connectionDeclined': '接続が拒否されました',
  'connectionOutcome.connectionFailed': '接続に失敗しました',
  'legalLinks.termsOfService': '利用規約',
  'legalLinks.privacyPolicy': 'プライバシーポリシー',
  'legalFooter.byConnectingYourWallet': 'ウォレットを接続すると、次に同意したものとみなされます:',
  'waitingForWallet.approveInYourWallet': 'ウォレットで承認してください',
  'noWalletFound.installABrowserWallet':
    'ブラウザのウォレット拡張機能をインストールしてから、このページを再読み込みしてください。',
  'connectEmail.email': 'メール',
  'connectEmail.emailAddress': 'メールアドレス',
  'legalCheckbox.iAgreeToOur': '次に同意します:',
  'legalCheckbox.toConnectFirstAgree': '接続するには、まず{documents}に同意してください。',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': '最近使用',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'インストール済み',
  'noWalletFound.reload': 'ページを再読み込み',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '{name}で続行',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'および',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': '利用規約とプライバシーポリシー',
  'legalLinks.theTerms': '利用規約',
  'legalLinks.thePrivacyPolicy': 'プライバシーポリシー',
}
