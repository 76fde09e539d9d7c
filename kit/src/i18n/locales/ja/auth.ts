import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'ウォレットの新しいメールアドレスを入力してください。',
  'updateEmailWallet.newEmail': '新しいメールアドレス',
  'updateEmailWallet.newEmailAddress': '新しいメールアドレス',
  'updateEmailWallet.save': '保存',
  'connectingSocial.noSocialProviderWas': 'ソーシャルログインのサービスが選択されていません。',
  'connectingSocial.logInWith': '{name}でログイン',
  'connectingSocial.connectInTheWindow': '開いたウィンドウで接続してください。',
  'connectingSocial.loginCancelled': 'ログインがキャンセルされました',
  'connectingSocial.failed': '{name}でのログインに失敗しました。',
  'connectingSocial.tryAgain': '再試行',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster用のQRコード',
  'connectingFarcaster.scanThisQrCode':
    'スマートフォンのカメラでこのQRコードをスキャンするか、Farcasterでリンクを開いてください。',
  'connectingFarcaster.openFarcasterLink': 'Farcasterのリンクを開く',
  'emailVerifyDevice.registerThisDeviceTo': '続行するには、このデバイスを登録してください',
  'emailVerifyDevice.approveTheLoginFrom': '次のアドレスに送信したメールから、ログインを承認してください:',
  'emailVerifyOtp.noEmailWasGiven': 'メールアドレスが指定されていません。',
  'otpForm.enterTheCodeWe': '次のアドレスに送信したコードを入力してください',
  'otpForm.oneTimeCode': 'ワンタイムコード',
  'otpForm.6DigitCode': '6桁のコード',
  'otpForm.resendCode': 'コードを再送信',
  'connectingSocial.windowClosed': '完了する前に{name}のウィンドウが閉じられました。',
  'updateEmailWallet.updated': 'メールアドレスを{email}に変更しました',
  'updateEmailWallet.enterTheNewEmailNow':
    'ウォレットの新しいメールアドレスを入力してください（現在: {email}）。',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'お使いのメールアドレス',
  /** After "Resend code". */
  'otpForm.newCodeSent': '新しいコードを送信しました。',
}
