import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as en } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof en> = {
  'title.connect': 'Подключить кошелек',
  'title.account': 'Аккаунт',
  'title.allWallets': 'Все кошельки',
  'title.connectingExternal': 'Подключение внешнего кошелька',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Выбор блокчейна',
  'title.networks': 'Выбор сети',
  'title.unsupportedChain': 'Смена сети',
  'title.signMessage': 'Подпись сообщения',
  'title.approveTransaction': 'Подтверждение транзакции',
  'title.emailVerifyOtp': 'Подтверждение почты',
  'title.emailVerifyDevice': 'Регистрация устройства',
  'title.farcaster': 'Farcaster',
  'title.social': 'Вход через соцсеть',
  'title.updateEmail': 'Изменение почты',
  'title.send': 'Отправить',
  'title.receive': 'Получить',
  'title.siwe': 'Вход',
  'title.swap': 'Обмен',
  'title.buy': 'Купить криптовалюту',
  'title.activityDetail': 'Транзакция',
  'title.registerAccountName': 'Выбор имени',
  'title.registerAccountNameSuccess': 'Имя зарегистрировано',
  'title.smartSessions': 'Смарт-сессии',
  'title.connectNamespace': 'Подключить кошелек {namespace}',
}
