import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as en } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof en> = {
  'title.connect': 'Підключити гаманець',
  'title.account': 'Акаунт',
  'title.allWallets': 'Усі гаманці',
  'title.connectingExternal': 'Підключення зовнішнього гаманця',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Вибір блокчейну',
  'title.networks': 'Вибір мережі',
  'title.unsupportedChain': 'Зміна мережі',
  'title.signMessage': 'Підпис повідомлення',
  'title.approveTransaction': 'Підтвердження транзакції',
  'title.emailVerifyOtp': 'Підтвердження пошти',
  'title.emailVerifyDevice': 'Реєстрація пристрою',
  'title.farcaster': 'Farcaster',
  'title.social': 'Вхід через соцмережу',
  'title.updateEmail': 'Зміна пошти',
  'title.send': 'Надіслати',
  'title.receive': 'Отримати',
  'title.siwe': 'Вхід',
  'title.swap': 'Обмін',
  'title.buy': 'Купити криптовалюту',
  'title.activityDetail': 'Транзакція',
  'title.registerAccountName': 'Вибір імені',
  'title.registerAccountNameSuccess': 'Ім’я зареєстровано',
  'title.smartSessions': 'Смарт-сесії',
  'title.connectNamespace': 'Підключити гаманець {namespace}',
}
