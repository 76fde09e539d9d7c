import type { MessagesOf } from '../../Messages.js'
import type { authMessages as en } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof en> = {
  'updateEmailWallet.enterTheNewEmail': 'Cüzdanınız için yeni e-posta adresini girin.',
  'updateEmailWallet.newEmail': 'Yeni e-posta',
  'updateEmailWallet.newEmailAddress': 'Yeni e-posta adresi',
  'updateEmailWallet.save': 'Kaydet',
  'connectingSocial.noSocialProviderWas': 'Sosyal giriş sağlayıcısı seçilmedi.',
  'connectingSocial.logInWith': '{name} ile giriş yap',
  'connectingSocial.connectInTheWindow': 'Açılan pencerede bağlanın.',
  'connectingSocial.loginCancelled': 'Giriş iptal edildi',
  'connectingSocial.failed': '{name} ile giriş başarısız oldu.',
  'connectingSocial.tryAgain': 'Tekrar dene',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster için QR kodu',
  'connectingFarcaster.scanThisQrCode':
    "Bu QR kodunu telefonunuzun kamerasıyla tarayın veya bağlantıyı Farcaster'da açın.",
  'connectingFarcaster.openFarcasterLink': 'Farcaster bağlantısını aç',
  'emailVerifyDevice.registerThisDeviceTo': 'Devam etmek için bu cihazı kaydedin',
  'emailVerifyDevice.approveTheLoginFrom': 'Girişi, şu adrese gönderdiğimiz e-postadan onaylayın:',
  'emailVerifyOtp.noEmailWasGiven': 'E-posta adresi verilmedi.',
  'otpForm.enterTheCodeWe': 'Şu adrese gönderdiğimiz kodu girin:',
  'otpForm.oneTimeCode': 'Tek kullanımlık kod',
  'otpForm.6DigitCode': '6 haneli kod',
  'otpForm.resendCode': 'Kodu tekrar gönder',
  'connectingSocial.windowClosed': '{name} penceresi siz işlemi bitirmeden kapatıldı.',
  'updateEmailWallet.updated': 'E-posta {email} olarak güncellendi',
  'updateEmailWallet.enterTheNewEmailNow': 'Cüzdanınız için yeni e-posta adresini girin (şu anki: {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'e-posta adresiniz',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Yeni bir kod yolda.',
}
