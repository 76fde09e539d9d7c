import type { MessagesOf } from '../../Messages.js'
import type { authMessages as enAuthMessages } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof enAuthMessages> = {
  'updateEmailWallet.enterTheNewEmail': 'Geben Sie die neue E-Mail-Adresse für Ihre Wallet ein.',
  'updateEmailWallet.newEmail': 'Neue E-Mail',
  'updateEmailWallet.newEmailAddress': 'Neue E-Mail-Adresse',
  'updateEmailWallet.save': 'Speichern',
  'connectingSocial.noSocialProviderWas': 'Es wurde kein Social-Login-Anbieter gewählt.',
  'connectingSocial.logInWith': 'Mit {name} anmelden',
  'connectingSocial.connectInTheWindow': 'Verbinden Sie sich in dem geöffneten Fenster.',
  'connectingSocial.loginCancelled': 'Anmeldung abgebrochen',
  'connectingSocial.failed': 'Die Anmeldung mit {name} ist fehlgeschlagen.',
  'connectingSocial.tryAgain': 'Erneut versuchen',
  'connectingFarcaster.qrCodeForFarcaster': 'QR-Code für Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Scannen Sie diesen QR-Code mit der Kamera Ihres Smartphones oder öffnen Sie den Link in Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Farcaster-Link öffnen',
  'emailVerifyDevice.registerThisDeviceTo': 'Registrieren Sie dieses Gerät, um fortzufahren',
  'emailVerifyDevice.approveTheLoginFrom':
    'Bestätigen Sie die Anmeldung in der E-Mail, die wir gesendet haben an',
  'emailVerifyOtp.noEmailWasGiven': 'Es wurde keine E-Mail-Adresse angegeben.',
  'otpForm.enterTheCodeWe': 'Geben Sie den Code ein, den wir gesendet haben an',
  'otpForm.oneTimeCode': 'Einmalcode',
  'otpForm.6DigitCode': '6-stelliger Code',
  'otpForm.resendCode': 'Code erneut senden',
  'connectingSocial.windowClosed': 'Das {name}-Fenster wurde geschlossen, bevor Sie fertig waren.',
  'updateEmailWallet.updated': 'E-Mail geändert in {email}',
  'updateEmailWallet.enterTheNewEmailNow':
    'Geben Sie die neue E-Mail-Adresse für Ihre Wallet ein (derzeit {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'Ihre Adresse',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Ein neuer Code ist unterwegs.',
}
