import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': '請輸入錢包的新電子郵件地址。',
  'updateEmailWallet.newEmail': '新電子郵件',
  'updateEmailWallet.newEmailAddress': '新電子郵件地址',
  'updateEmailWallet.save': '儲存',
  'connectingSocial.noSocialProviderWas': '未選擇社群登入方式。',
  'connectingSocial.logInWith': '使用 {name} 登入',
  'connectingSocial.connectInTheWindow': '請在開啟的視窗中完成連線。',
  'connectingSocial.loginCancelled': '已取消登入',
  'connectingSocial.failed': '使用 {name} 登入失敗。',
  'connectingSocial.tryAgain': '再試一次',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster QR 碼',
  'connectingFarcaster.scanThisQrCode': '使用手機相機掃描此 QR 碼，或在 Farcaster 中開啟連結。',
  'connectingFarcaster.openFarcasterLink': '開啟 Farcaster 連結',
  'emailVerifyDevice.registerThisDeviceTo': '註冊此裝置以繼續',
  'emailVerifyDevice.approveTheLoginFrom': '請在我們寄至以下地址的電子郵件中核准登入：',
  'emailVerifyOtp.noEmailWasGiven': '未提供電子郵件地址。',
  'otpForm.enterTheCodeWe': '輸入我們寄至以下地址的驗證碼',
  'otpForm.oneTimeCode': '一次性驗證碼',
  'otpForm.6DigitCode': '6 位數驗證碼',
  'otpForm.resendCode': '重新傳送驗證碼',
  'connectingSocial.windowClosed': '{name} 視窗在完成前已關閉。',
  'updateEmailWallet.updated': '電子郵件已更新為 {email}',
  'updateEmailWallet.enterTheNewEmailNow': '請輸入錢包的新電子郵件地址（目前為 {email}）。',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': '您的電子郵件地址',
  /** After "Resend code". */
  'otpForm.newCodeSent': '新的驗證碼已寄出。',
}
