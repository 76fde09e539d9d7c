import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': '지갑에 사용할 새 이메일을 입력하세요.',
  'updateEmailWallet.newEmail': '새 이메일',
  'updateEmailWallet.newEmailAddress': '새 이메일 주소',
  'updateEmailWallet.save': '저장',
  'connectingSocial.noSocialProviderWas': '소셜 로그인 서비스가 선택되지 않았습니다.',
  'connectingSocial.logInWith': '{name} 계정으로 로그인',
  'connectingSocial.connectInTheWindow': '새로 열린 창에서 연결하세요.',
  'connectingSocial.loginCancelled': '로그인이 취소되었습니다',
  'connectingSocial.failed': '{name} 로그인에 실패했습니다.',
  'connectingSocial.tryAgain': '다시 시도',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster QR 코드',
  'connectingFarcaster.scanThisQrCode':
    '휴대폰 카메라로 이 QR 코드를 스캔하거나 Farcaster에서 링크를 여세요.',
  'connectingFarcaster.openFarcasterLink': 'Farcaster 링크 열기',
  'emailVerifyDevice.registerThisDeviceTo': '계속하려면 이 기기를 등록하세요',
  'emailVerifyDevice.approveTheLoginFrom': '다음 주소로 보낸 이메일에서 로그인을 승인하세요:',
  'emailVerifyOtp.noEmailWasGiven': '이메일이 입력되지 않았습니다.',
  'otpForm.enterTheCodeWe': '다음 주소로 보낸 코드를 입력하세요',
  'otpForm.oneTimeCode': '일회용 코드',
  'otpForm.6DigitCode': '6자리 코드',
  'otpForm.resendCode': '코드 재전송',
  'connectingSocial.windowClosed': '완료하기 전에 {name} 창이 닫혔습니다.',
  'updateEmailWallet.updated': '이메일 변경 완료: {email}',
  'updateEmailWallet.enterTheNewEmailNow': '지갑에 사용할 새 이메일을 입력하세요(현재: {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': '내 이메일 주소',
  /** After "Resend code". */
  'otpForm.newCodeSent': '새 코드를 보냈습니다.',
}
