import type { MessagesOf } from '../../Messages.js'
import type { authMessages as en } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof en> = {
  'updateEmailWallet.enterTheNewEmail': 'Введите новый адрес эл. почты для кошелька.',
  'updateEmailWallet.newEmail': 'Новая эл. почта',
  'updateEmailWallet.newEmailAddress': 'Новый адрес эл. почты',
  'updateEmailWallet.save': 'Сохранить',
  'connectingSocial.noSocialProviderWas': 'Соцсеть для входа не выбрана.',
  'connectingSocial.logInWith': 'Войти через {name}',
  'connectingSocial.connectInTheWindow': 'Подключитесь в открывшемся окне.',
  'connectingSocial.loginCancelled': 'Вход отменен',
  'connectingSocial.failed': 'Не удалось войти через {name}.',
  'connectingSocial.tryAgain': 'Повторить попытку',
  'connectingFarcaster.qrCodeForFarcaster': 'QR-код для Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Отсканируйте этот QR-код камерой телефона или откройте ссылку в Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Открыть ссылку в Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Зарегистрируйте это устройство, чтобы продолжить',
  'emailVerifyDevice.approveTheLoginFrom': 'Подтвердите вход в письме, которое мы отправили на',
  'emailVerifyOtp.noEmailWasGiven': 'Адрес эл. почты не указан.',
  'otpForm.enterTheCodeWe': 'Введите код, который мы отправили на',
  'otpForm.oneTimeCode': 'Одноразовый код',
  'otpForm.6DigitCode': '6-значный код',
  'otpForm.resendCode': 'Отправить код повторно',
  'connectingSocial.windowClosed': 'Окно {name} было закрыто до завершения входа.',
  'updateEmailWallet.updated': 'Адрес эл. почты изменен на {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Введите новый адрес эл. почты для кошелька (сейчас {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'ваш адрес',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Новый код уже в пути.',
}
