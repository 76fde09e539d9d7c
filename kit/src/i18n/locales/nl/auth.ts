import type { MessagesOf } from '../../Messages.js'
import type { authMessages as enAuthMessages } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof enAuthMessages> = {
  'updateEmailWallet.enterTheNewEmail': 'Voer het nieuwe e-mailadres voor je wallet in.',
  'updateEmailWallet.newEmail': 'Nieuwe e-mail',
  'updateEmailWallet.newEmailAddress': 'Nieuw e-mailadres',
  'updateEmailWallet.save': 'Opslaan',
  'connectingSocial.noSocialProviderWas': 'Er is geen sociale provider gekozen.',
  'connectingSocial.logInWith': 'Inloggen met {name}',
  'connectingSocial.connectInTheWindow': 'Maak verbinding in het venster dat is geopend.',
  'connectingSocial.loginCancelled': 'Inloggen geannuleerd',
  'connectingSocial.failed': 'Inloggen met {name} is mislukt.',
  'connectingSocial.tryAgain': 'Opnieuw proberen',
  'connectingFarcaster.qrCodeForFarcaster': 'QR-code voor Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Scan deze QR-code met de camera van je telefoon of open de link in Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Farcaster-link openen',
  'emailVerifyDevice.registerThisDeviceTo': 'Registreer dit apparaat om verder te gaan',
  'emailVerifyDevice.approveTheLoginFrom': 'Keur het inloggen goed via de e-mail die we hebben gestuurd naar',
  'emailVerifyOtp.noEmailWasGiven': 'Er is geen e-mailadres opgegeven.',
  'otpForm.enterTheCodeWe': 'Voer de code in die we hebben gestuurd naar',
  'otpForm.oneTimeCode': 'Eenmalige code',
  'otpForm.6DigitCode': '6-cijferige code',
  'otpForm.resendCode': 'Code opnieuw versturen',
  'connectingSocial.windowClosed': 'Het venster van {name} is gesloten voordat je klaar was.',
  'updateEmailWallet.updated': 'E-mailadres gewijzigd in {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Voer het nieuwe e-mailadres voor je wallet in (nu {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'je e-mailadres',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Er is een nieuwe code onderweg.',
}
