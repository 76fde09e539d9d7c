import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as en } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof en> = {
  'walletSearchBar.searchWallets': 'Пошук гаманців',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Шукати лише сертифіковані гаманці',
  'walletSearchBar.certified': 'Сертифіковані',
  'appStoreLinks.get': 'Завантажити {wallet} з {store}',
  'walletAppPairing.open': 'Відкрити {name}',
  'walletGrid.checkTheSpellingOr': 'Перевірте написання або знайдіть інший гаманець.',
  'walletGrid.noWalletsToShow': 'Немає гаманців для показу',
  'walletGrid.theWalletListDid':
    'Не вдалося завантажити список гаманців. Перевірте з’єднання і спробуйте ще раз.',
  'walletGrid.loadingMoreWallets': 'Завантаження інших гаманців',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} не можна відкрити в цьому браузері',
  'noMobileLinkNotice.scanThisCodeWith':
    'Відскануйте цей код у {name} на іншому пристрої або скопіюйте посилання в застосунок.',
  'pairingCode.preparingTheQrCode': 'Підготовка QR-коду',
  'pairingLinks.copyLink': 'Копіювати посилання',
  'pairingLinks.openDesktopApp': 'Відкрити застосунок для комп’ютера',
  'pairingLinks.openWebApp': 'Відкрити вебзастосунок',
  'pairingLinks.copyFailed': 'Не вдалося скопіювати посилання',
  'walletGrid.searchResults': 'Результати пошуку',
  'walletGrid.clearSearch': 'Очистити пошук',
  'walletAppPairing.approveThenComeBack': 'Підтвердьте підключення в {name}, а потім поверніться сюди.',
  'walletAppPairing.preparingLink': 'Готуємо посилання на {name}…',
  'walletConnectPairing.declined': 'Ви відхилили підключення в {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Ви відхилили підключення в гаманці.',
  'walletConnectPairing.openAndScan': 'Відкрийте {name} і відскануйте цей код, щоб підключитися.',
  'walletConnectPairing.scanWithAnyWallet':
    'Відскануйте цей код гаманцем із підтримкою WalletConnect, щоб підключитися.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, встановлено',
  'noMobileLinkNotice.noLink': 'У {name} немає посилання, щоб відкрити застосунок на телефоні.',
  'noMobileLinkNotice.invalidLink': 'Посилання на застосунок {name} недійсне, тому його не відкрито.',
  'pairingCode.qrCodeFor': 'QR-код для підключення {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR-код для підключення гаманця',
}
