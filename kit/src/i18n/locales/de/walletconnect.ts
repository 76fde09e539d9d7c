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
}
