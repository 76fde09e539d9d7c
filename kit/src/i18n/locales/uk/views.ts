import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as en } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof en> = {
  'connectingMultiChain.selectWhichChainTo': 'Виберіть блокчейн для підключення мультичейн-гаманця',
  'connectingMultiChain.chains': 'Блокчейни',
  'buy.loadingWhatYouCan': 'Завантажуємо доступні для купівлі активи…',
  'connect.or': 'або',
  'unsupportedChain.yourWalletIsOn':
    'Ваш гаманець підключено до мережі, яку цей застосунок не підтримує. Щоб продовжити, перейдіть на одну з цих мереж.',
  'swap.swapsAreNotAvailable': 'Обмін недоступний у мережі {network}.',
  'swap.thereIsNothingTo': 'Поки що немає чого обмінювати.',
  'account.blockExplorer': 'Оглядач блоків',
  'connectingExternal.acceptTheConnectionRequest': 'Прийміть запит на підключення в гаманці.',
  'signMessage.embedded': 'Підпишіть це повідомлення вбудованим гаманцем.',
  'signMessage.inWallet': 'Підпишіть повідомлення в гаманці, щоб продовжити.',
  'approveTransaction.embedded': 'Підтвердьте цю транзакцію у вбудованому гаманці.',
  'approveTransaction.inWallet': 'Перевірте й підтвердьте транзакцію в гаманці.',
  'connectingExternal.declined': 'Ви відхилили запит у {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Підключено',
}
