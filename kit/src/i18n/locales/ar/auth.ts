import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'أدخل البريد الإلكتروني الجديد لمحفظتك.',
  'updateEmailWallet.newEmail': 'البريد الإلكتروني الجديد',
  'updateEmailWallet.newEmailAddress': 'عنوان البريد الإلكتروني الجديد',
  'updateEmailWallet.save': 'حفظ',
  'connectingSocial.noSocialProviderWas': 'لم يتم اختيار حساب تواصل اجتماعي.',
  'connectingSocial.logInWith': 'تسجيل الدخول باستخدام {name}',
  'connectingSocial.connectInTheWindow': 'أكمل الاتصال في النافذة التي فُتحت.',
  'connectingSocial.loginCancelled': 'تم إلغاء تسجيل الدخول',
  'connectingSocial.failed': 'فشل تسجيل الدخول باستخدام {name}.',
  'connectingSocial.tryAgain': 'حاول مرة أخرى',
  'connectingFarcaster.qrCodeForFarcaster': 'رمز QR لتطبيق Farcaster',
  'connectingFarcaster.scanThisQrCode': 'امسح رمز QR هذا بكاميرا هاتفك أو افتح الرابط في Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'فتح رابط Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'سجّل هذا الجهاز للمتابعة',
  'emailVerifyDevice.approveTheLoginFrom': 'وافق على تسجيل الدخول من الرسالة التي أرسلناها إلى',
  'emailVerifyOtp.noEmailWasGiven': 'لم يتم إدخال بريد إلكتروني.',
  'otpForm.enterTheCodeWe': 'أدخل الرمز الذي أرسلناه إلى',
  'otpForm.oneTimeCode': 'رمز لمرة واحدة',
  'otpForm.6DigitCode': 'رمز من 6 أرقام',
  'otpForm.resendCode': 'إعادة إرسال الرمز',
  'connectingSocial.windowClosed': 'أُغلقت نافذة {name} قبل أن تُكمل العملية.',
  'updateEmailWallet.updated': 'تم تحديث البريد الإلكتروني إلى {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'أدخل البريد الإلكتروني الجديد لمحفظتك (الحالي: {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'عنوانك',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'رمز جديد في طريقه إليك.',
}
