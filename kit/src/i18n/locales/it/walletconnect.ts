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
}
