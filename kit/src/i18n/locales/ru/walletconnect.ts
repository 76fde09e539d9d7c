import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as en } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof en> = {
  'walletSearchBar.searchWallets': 'Поиск кошельков',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Искать только сертифицированные кошельки',
  'walletSearchBar.certified': 'Сертифицированные',
  'appStoreLinks.get': 'Скачать {wallet} в {store}',
  'walletAppPairing.open': 'Открыть {name}',
  'walletGrid.checkTheSpellingOr': 'Проверьте написание или найдите другой кошелек.',
  'walletGrid.noWalletsToShow': 'Нет кошельков для отображения',
  'walletGrid.theWalletListDid':
    'Не удалось загрузить список кошельков. Проверьте подключение и повторите попытку.',
  'walletGrid.loadingMoreWallets': 'Загрузка других кошельков',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} нельзя открыть в этом браузере',
  'noMobileLinkNotice.scanThisCodeWith':
    'Отсканируйте этот код в {name} на другом устройстве или скопируйте ссылку в приложение.',
  'pairingCode.preparingTheQrCode': 'Подготовка QR-кода',
  'pairingLinks.copyLink': 'Копировать ссылку',
  'pairingLinks.openDesktopApp': 'Открыть приложение для компьютера',
  'pairingLinks.openWebApp': 'Открыть веб-приложение',
  'pairingLinks.copyFailed': 'Не удалось скопировать ссылку',
  'walletGrid.searchResults': 'Результаты поиска',
  'walletGrid.clearSearch': 'Очистить поиск',
}
