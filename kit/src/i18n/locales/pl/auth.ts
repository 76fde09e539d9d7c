import type { MessagesOf } from '../../Messages.js'
import type { authMessages as en } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof en> = {
  'updateEmailWallet.enterTheNewEmail': 'Wpisz nowy adres e-mail dla swojego portfela.',
  'updateEmailWallet.newEmail': 'Nowy e-mail',
  'updateEmailWallet.newEmailAddress': 'Nowy adres e-mail',
  'updateEmailWallet.save': 'Zapisz',
  'connectingSocial.noSocialProviderWas': 'Nie wybrano serwisu do logowania.',
  'connectingSocial.logInWith': 'Zaloguj się przez {name}',
  'connectingSocial.connectInTheWindow': 'Połącz się w otwartym oknie.',
  'connectingSocial.loginCancelled': 'Logowanie anulowane',
  'connectingSocial.failed': 'Logowanie przez {name} nie powiodło się.',
  'connectingSocial.tryAgain': 'Spróbuj ponownie',
  'connectingFarcaster.qrCodeForFarcaster': 'Kod QR dla Farcaster',
  'connectingFarcaster.scanThisQrCode': 'Zeskanuj ten kod QR aparatem telefonu lub otwórz link w Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Otwórz link Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Zarejestruj to urządzenie, aby kontynuować',
  'emailVerifyDevice.approveTheLoginFrom': 'Zatwierdź logowanie w wiadomości, którą wysłaliśmy na adres',
  'emailVerifyOtp.noEmailWasGiven': 'Nie podano adresu e-mail.',
  'otpForm.enterTheCodeWe': 'Wpisz kod, który wysłaliśmy na adres',
  'otpForm.oneTimeCode': 'Kod jednorazowy',
  'otpForm.6DigitCode': 'Kod 6-cyfrowy',
  'otpForm.resendCode': 'Wyślij kod ponownie',
  'connectingSocial.windowClosed': 'Okno {name} zostało zamknięte przed zakończeniem logowania.',
  'updateEmailWallet.updated': 'Zmieniono e-mail na {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Wpisz nowy adres e-mail dla swojego portfela (obecnie {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'Twojej poczty e-mail',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Nowy kod jest już w drodze.',
}
