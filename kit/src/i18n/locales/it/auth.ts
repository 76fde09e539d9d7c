import type { MessagesOf } from '../../Messages.js'
import type { authMessages as enAuthMessages } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof enAuthMessages> = {
  'updateEmailWallet.enterTheNewEmail': 'Inserisci la nuova email per il tuo wallet.',
  'updateEmailWallet.newEmail': 'Nuova email',
  'updateEmailWallet.newEmailAddress': 'Nuovo indirizzo email',
  'updateEmailWallet.save': 'Salva',
  'connectingSocial.noSocialProviderWas': 'Non è stato scelto alcun provider social.',
  'connectingSocial.logInWith': 'Accedi con {name}',
  'connectingSocial.connectInTheWindow': 'Connettiti nella finestra che si è aperta.',
  'connectingSocial.loginCancelled': 'Accesso annullato',
  'connectingSocial.failed': 'Accesso con {name} non riuscito.',
  'connectingSocial.tryAgain': 'Riprova',
  'connectingFarcaster.qrCodeForFarcaster': 'Codice QR per Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Scansiona questo codice QR con la fotocamera del telefono o apri il link in Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Apri il link Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Registra questo dispositivo per continuare',
  'emailVerifyDevice.approveTheLoginFrom': "Approva l'accesso dall'email che abbiamo inviato a",
  'emailVerifyOtp.noEmailWasGiven': 'Non è stata indicata alcuna email.',
  'otpForm.enterTheCodeWe': 'Inserisci il codice che abbiamo inviato a',
  'otpForm.oneTimeCode': 'Codice monouso',
  'otpForm.6DigitCode': 'Codice a 6 cifre',
  'otpForm.resendCode': 'Invia di nuovo il codice',
  'connectingSocial.windowClosed': 'La finestra di {name} è stata chiusa prima che finissi.',
  'updateEmailWallet.updated': 'Email aggiornata a {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Inserisci la nuova email per il tuo wallet (ora {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'te',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Un nuovo codice è in arrivo.',
}
