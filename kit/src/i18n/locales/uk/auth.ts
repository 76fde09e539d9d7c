import type { MessagesOf } from '../../Messages.js'
import type { authMessages as en } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof en> = {
  'updateEmailWallet.enterTheNewEmail': 'Введіть нову адресу ел. пошти для гаманця.',
  'updateEmailWallet.newEmail': 'Нова ел. пошта',
  'updateEmailWallet.newEmailAddress': 'Нова адреса ел. пошти',
  'updateEmailWallet.save': 'Зберегти',
  'connectingSocial.noSocialProviderWas': 'Соцмережу для входу не вибрано.',
  'connectingSocial.logInWith': 'Увійти через {name}',
  'connectingSocial.connectInTheWindow': 'Підключіться у вікні, що відкрилося.',
  'connectingSocial.loginCancelled': 'Вхід скасовано',
  'connectingSocial.failed': 'Не вдалося увійти через {name}.',
  'connectingSocial.tryAgain': 'Спробувати ще раз',
  'connectingFarcaster.qrCodeForFarcaster': 'QR-код для Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Відскануйте цей QR-код камерою телефона або відкрийте посилання у Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Відкрити посилання у Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Зареєструйте цей пристрій, щоб продовжити',
  'emailVerifyDevice.approveTheLoginFrom': 'Підтвердьте вхід у листі, який ми надіслали на',
  'emailVerifyOtp.noEmailWasGiven': 'Адресу ел. пошти не вказано.',
  'otpForm.enterTheCodeWe': 'Введіть код, який ми надіслали на',
  'otpForm.oneTimeCode': 'Одноразовий код',
  'otpForm.6DigitCode': '6-значний код',
  'otpForm.resendCode': 'Надіслати код ще раз',
  'connectingSocial.windowClosed': 'Вікно {name} закрито до завершення входу.',
  'updateEmailWallet.updated': 'Адресу ел. пошти змінено на {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Введіть нову адресу ел. пошти для гаманця (зараз {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'вашу адресу',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Новий код уже надіслано.',
}
