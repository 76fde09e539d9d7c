import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as en } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof en> = {
  'connectingMultiChain.selectWhichChainTo': 'Выберите блокчейн для подключения мультичейн-кошелька',
  'connectingMultiChain.chains': 'Блокчейны',
  'buy.loadingWhatYouCan': 'Загружаем доступные для покупки активы…',
  'connect.or': 'или',
  'unsupportedChain.yourWalletIsOn':
    'Ваш кошелек подключен к сети, которую это приложение не поддерживает. Чтобы продолжить, переключитесь на одну из этих сетей.',
  'swap.swapsAreNotAvailable': 'Обмен недоступен в сети {network}.',
  'swap.thereIsNothingTo': 'Пока нечего обменивать.',
  'account.blockExplorer': 'Обозреватель блоков',
  'connectingExternal.acceptTheConnectionRequest': 'Примите запрос на подключение в кошельке.',
  'signMessage.embedded': 'Подпишите это сообщение встроенным кошельком.',
  'signMessage.inWallet': 'Подпишите сообщение в кошельке, чтобы продолжить.',
  'approveTransaction.embedded': 'Подтвердите эту транзакцию во встроенном кошельке.',
  'approveTransaction.inWallet': 'Проверьте и подтвердите транзакцию в кошельке.',
  'connectingExternal.declined': 'Вы отклонили запрос в {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Подключен',
}
