import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as en } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof en> = {
  'walletSearchBar.searchWallets': 'Szukaj portfeli',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Szukaj tylko certyfikowanych portfeli',
  'walletSearchBar.certified': 'Certyfikowane',
  'appStoreLinks.get': 'Pobierz {wallet} z {store}',
  'walletAppPairing.open': 'Otwórz {name}',
  'walletGrid.checkTheSpellingOr': 'Sprawdź pisownię lub wyszukaj inny portfel.',
  'walletGrid.noWalletsToShow': 'Brak portfeli do wyświetlenia',
  'walletGrid.theWalletListDid':
    'Nie udało się wczytać listy portfeli. Sprawdź połączenie i spróbuj ponownie.',
  'walletGrid.loadingMoreWallets': 'Wczytywanie kolejnych portfeli',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'Nie można otworzyć {name} w tej przeglądarce',
  'noMobileLinkNotice.scanThisCodeWith':
    'Zeskanuj ten kod w {name} na innym urządzeniu lub skopiuj link do aplikacji.',
  'pairingCode.preparingTheQrCode': 'Przygotowywanie kodu QR',
  'pairingLinks.copyLink': 'Kopiuj link',
  'pairingLinks.openDesktopApp': 'Otwórz aplikację na komputer',
  'pairingLinks.openWebApp': 'Otwórz aplikację webową',
  'pairingLinks.copyFailed': 'Nie udało się skopiować linku',
  'walletGrid.searchResults': 'Wyniki wyszukiwania',
  'walletGrid.clearSearch': 'Wyczyść wyszukiwanie',
  'walletAppPairing.approveThenComeBack': 'Zatwierdź połączenie w {name}, a potem wróć tutaj.',
  'walletAppPairing.preparingLink': 'Przygotowywanie linku do {name}…',
  'walletConnectPairing.declined': 'Połączenie zostało odrzucone w {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Połączenie zostało odrzucone w portfelu.',
  'walletConnectPairing.openAndScan': 'Otwórz {name} i zeskanuj ten kod, aby się połączyć.',
  'walletConnectPairing.scanWithAnyWallet':
    'Zeskanuj ten kod portfelem obsługującym WalletConnect, aby się połączyć.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, zainstalowany',
  'noMobileLinkNotice.noLink': '{name} nie ma linku do otwierania aplikacji na telefonie.',
  'noMobileLinkNotice.invalidLink': 'Link do aplikacji {name} jest nieprawidłowy, więc nie zostanie otwarty.',
  'pairingCode.qrCodeFor': 'Kod QR do połączenia z {name}',
  'pairingCode.qrCodeForAnyWallet': 'Kod QR do połączenia portfela',
}
