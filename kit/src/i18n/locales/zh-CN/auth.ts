import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': '请输入钱包的新邮箱地址。',
  'updateEmailWallet.newEmail': '新邮箱',
  'updateEmailWallet.newEmailAddress': '新邮箱地址',
  'updateEmailWallet.save': '保存',
  'connectingSocial.noSocialProviderWas': '未选择社交登录方式。',
  'connectingSocial.logInWith': '使用 {name} 登录',
  'connectingSocial.connectInTheWindow': '请在打开的窗口中完成连接。',
  'connectingSocial.loginCancelled': '登录已取消',
  'connectingSocial.failed': '使用 {name} 登录失败。',
  'connectingSocial.tryAgain': '重试',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster 二维码',
  'connectingFarcaster.scanThisQrCode': '使用手机相机扫描此二维码，或在 Farcaster 中打开链接。',
  'connectingFarcaster.openFarcasterLink': '打开 Farcaster 链接',
  'emailVerifyDevice.registerThisDeviceTo': '注册此设备以继续',
  'emailVerifyDevice.approveTheLoginFrom': '请在我们发送至以下地址的邮件中批准登录：',
  'emailVerifyOtp.noEmailWasGiven': '未提供邮箱地址。',
  'otpForm.enterTheCodeWe': '输入我们发送至以下地址的验证码',
  'otpForm.oneTimeCode': '一次性验证码',
  'otpForm.6DigitCode': '6 位验证码',
  'otpForm.resendCode': '重新发送验证码',
  'connectingSocial.windowClosed': '{name} 窗口在完成前已关闭。',
  'updateEmailWallet.updated': '邮箱已更新为 {email}',
  'updateEmailWallet.enterTheNewEmailNow': '请输入钱包的新邮箱地址（当前为 {email}）。',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': '您的邮箱地址',
  /** After "Resend code". */
  'otpForm.newCodeSent': '新的验证码已发送。',
}
