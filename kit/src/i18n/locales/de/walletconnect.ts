import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as enWalletconnectMessages } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof enWalletconnectMessages> = {
  'walletSearchBar.searchWallets': 'Wallets suchen',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Nur zertifizierte Wallets suchen',
  'walletSearchBar.certified': 'Zertifiziert',
  'appStoreLinks.get': '{wallet} über {store} herunterladen',
  'walletAppPairing.open': '{name} öffnen',
  'walletGrid.checkTheSpellingOr': 'Prüfen Sie die Schreibweise oder suchen Sie nach einer anderen Wallet.',
  'walletGrid.noWalletsToShow': 'Keine Wallets gefunden',
  'walletGrid.theWalletListDid':
    'Die Wallet-Liste wurde nicht geladen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'walletGrid.loadingMoreWallets': 'Weitere Wallets werden geladen',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} kann nicht aus diesem Browser geöffnet werden',
  'noMobileLinkNotice.scanThisCodeWith':
    'Scannen Sie diesen Code mit {name} auf einem anderen Gerät oder kopieren Sie den Link in die App.',
  'pairingCode.preparingTheQrCode': 'QR-Code wird vorbereitet',
  'pairingLinks.copyLink': 'Link kopieren',
  'pairingLinks.openDesktopApp': 'Desktop-App öffnen',
  'pairingLinks.openWebApp': 'Web-App öffnen',
  'pairingLinks.copyFailed': 'Der Link konnte nicht kopiert werden',
  'walletGrid.searchResults': 'Suchergebnisse',
  'walletGrid.clearSearch': 'Suche löschen',
  'walletAppPairing.approveThenComeBack':
    'Bestätigen Sie die Verbindung in {name} und kehren Sie dann hierher zurück.',
  'walletAppPairing.preparingLink': 'Link zu {name} wird vorbereitet …',
  'walletConnectPairing.declined': 'Sie haben die Verbindung in {name} abgelehnt.',
  'walletConnectPairing.declinedInYourWallet': 'Sie haben die Verbindung in Ihrer Wallet abgelehnt.',
  'walletConnectPairing.openAndScan': 'Öffnen Sie {name} und scannen Sie diesen Code, um sich zu verbinden.',
  'walletConnectPairing.scanWithAnyWallet':
    'Scannen Sie diesen Code mit einer WalletConnect-Wallet, um sich zu verbinden.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, installiert',
  'noMobileLinkNotice.noLink': '{name} hat keinen Link, um seine App auf einem Smartphone zu öffnen.',
  'noMobileLinkNotice.invalidLink': 'Der App-Link von {name} ist ungültig und wird daher nicht geöffnet.',
  'pairingCode.qrCodeFor': 'QR-Code zum Verbinden von {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR-Code zum Verbinden einer Wallet',
}
