import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as enWalletconnectMessages } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof enWalletconnectMessages> = {
  'walletSearchBar.searchWallets': 'Wallets zoeken',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Alleen gecertificeerde wallets zoeken',
  'walletSearchBar.certified': 'Gecertificeerd',
  'appStoreLinks.get': '{wallet} downloaden via {store}',
  'walletAppPairing.open': '{name} openen',
  'walletGrid.checkTheSpellingOr': 'Controleer de spelling of zoek naar een andere wallet.',
  'walletGrid.noWalletsToShow': 'Geen wallets om te tonen',
  'walletGrid.theWalletListDid':
    'De lijst met wallets is niet geladen. Controleer je verbinding en probeer het opnieuw.',
  'walletGrid.loadingMoreWallets': 'Meer wallets laden',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} kan niet worden geopend vanuit deze browser',
  'noMobileLinkNotice.scanThisCodeWith':
    'Scan deze code met {name} op een ander apparaat, of kopieer de link naar de app.',
  'pairingCode.preparingTheQrCode': 'QR-code voorbereiden',
  'pairingLinks.copyLink': 'Link kopiëren',
  'pairingLinks.openDesktopApp': 'Desktop-app openen',
  'pairingLinks.openWebApp': 'Web-app openen',
  'pairingLinks.copyFailed': 'De link kon niet worden gekopieerd',
  'walletGrid.searchResults': 'Zoekresultaten',
  'walletGrid.clearSearch': 'Zoekopdracht wissen',
  'walletAppPairing.approveThenComeBack': 'Keur de verbinding goed in {name} en kom dan hier terug.',
  'walletAppPairing.preparingLink': 'Link naar {name} voorbereiden…',
  'walletConnectPairing.declined': 'Je hebt de verbinding in {name} geweigerd.',
  'walletConnectPairing.declinedInYourWallet': 'Je hebt de verbinding in je wallet geweigerd.',
  'walletConnectPairing.openAndScan': 'Open {name} en scan deze code om verbinding te maken.',
  'walletConnectPairing.scanWithAnyWallet':
    'Scan deze code met een WalletConnect-wallet om verbinding te maken.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, geïnstalleerd',
  'noMobileLinkNotice.noLink': '{name} heeft geen link om de app op een telefoon te openen.',
  'noMobileLinkNotice.invalidLink': 'De app-link van {name} is niet geldig en wordt daarom niet geopend.',
  'pairingCode.qrCodeFor': 'QR-code om {name} te verbinden',
  'pairingCode.qrCodeForAnyWallet': 'QR-code om een wallet te verbinden',
}
