import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': '모든 지갑',
  'continueWithWallet.continueWithAWallet': '지갑으로 계속하기',
  'connectionOutcome.connectionDeclined': '연결이 거부되었습니다',
  'connectionOutcome.connectionFailed': '연결에 실패했습니다',
  'legalLinks.termsOfService': '서비스 약관',
  'legalLinks.privacyPolicy': '개인정보 처리방침',
  'legalFooter.byConnectingYourWallet': '지갑을 연결하면 다음에 동의하는 것으로 간주됩니다:',
  'waitingForWallet.approveInYourWallet': '지갑에서 승인하세요',
  'noWalletFound.installABrowserWallet': '브라우저 지갑 확장 프로그램을 설치한 후 이 페이지를 새로 고치세요.',
  'connectEmail.email': '이메일',
  'connectEmail.emailAddress': '이메일 주소',
  'legalCheckbox.iAgreeToOur': '다음에 동의합니다:',
  'legalCheckbox.toConnectFirstAgree': '연결하려면 먼저 {documents}에 동의하세요.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': '최근',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': '설치됨',
  'noWalletFound.reload': '페이지 새로 고침',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '{name} 계정으로 계속하기',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': '및',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': '서비스 약관 및 개인정보 처리방침',
  'legalLinks.theTerms': '서비스 약관',
  'legalLinks.thePrivacyPolicy': '개인정보 처리방침',
}
