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
  'walletAppPairing.approveThenComeBack': 'Подтвердите подключение в {name}, затем вернитесь сюда.',
  'walletAppPairing.preparingLink': 'Готовим ссылку на {name}…',
  'walletConnectPairing.declined': 'Вы отклонили подключение в {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Вы отклонили подключение в кошельке.',
  'walletConnectPairing.openAndScan': 'Откройте {name} и отсканируйте этот код, чтобы подключиться.',
  'walletConnectPairing.scanWithAnyWallet':
    'Отсканируйте этот код кошельком с поддержкой WalletConnect, чтобы подключиться.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, установлен',
  'noMobileLinkNotice.noLink': 'У {name} нет ссылки для открытия приложения на телефоне.',
  'noMobileLinkNotice.invalidLink':
    'Ссылка на приложение {name} недействительна, поэтому оно не открывается.',
  'pairingCode.qrCodeFor': 'QR-код для подключения {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR-код для подключения кошелька',
}
