import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as enWalletconnectMessages } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof enWalletconnectMessages> = {
  'walletSearchBar.searchWallets': 'Cerca wallet',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Cerca solo wallet certificati',
  'walletSearchBar.certified': 'Certificato',
  'appStoreLinks.get': 'Scarica {wallet} su {store}',
  'walletAppPairing.open': 'Apri {name}',
  'walletGrid.checkTheSpellingOr': "Controlla l'ortografia o cerca un altro wallet.",
  'walletGrid.noWalletsToShow': 'Nessun wallet da mostrare',
  'walletGrid.theWalletListDid':
    "Impossibile caricare l'elenco dei wallet. Controlla la connessione e riprova.",
  'walletGrid.loadingMoreWallets': 'Caricamento di altri wallet',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} non può essere aperto da questo browser',
  'noMobileLinkNotice.scanThisCodeWith':
    "Scansiona questo codice con {name} su un altro dispositivo o copia il link nell'app.",
  'pairingCode.preparingTheQrCode': 'Preparazione del codice QR',
  'pairingLinks.copyLink': 'Copia link',
  'pairingLinks.openDesktopApp': "Apri l'app desktop",
  'pairingLinks.openWebApp': "Apri l'app web",
  'pairingLinks.copyFailed': 'Impossibile copiare il link',
  'walletGrid.searchResults': 'Risultati della ricerca',
  'walletGrid.clearSearch': 'Cancella ricerca',
  'walletAppPairing.approveThenComeBack': 'Approva la connessione in {name}, poi torna qui.',
  'walletAppPairing.preparingLink': 'Preparazione del link a {name}…',
  'walletConnectPairing.declined': 'Hai rifiutato la connessione in {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Hai rifiutato la connessione nel tuo wallet.',
  'walletConnectPairing.openAndScan': 'Apri {name} e scansiona questo codice per connetterti.',
  'walletConnectPairing.scanWithAnyWallet':
    'Scansiona questo codice con un wallet compatibile con WalletConnect per connetterti.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, installato',
  'noMobileLinkNotice.noLink': '{name} non ha un link per aprire la sua app su un telefono.',
  'noMobileLinkNotice.invalidLink': "Il link all'app di {name} non è valido, quindi non viene aperto.",
  'pairingCode.qrCodeFor': 'Codice QR per connettere {name}',
  'pairingCode.qrCodeForAnyWallet': 'Codice QR per connettere un wallet',
}
