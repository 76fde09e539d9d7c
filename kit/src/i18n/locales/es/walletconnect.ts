import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as enWalletconnectMessages } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof enWalletconnectMessages> = {
  'walletSearchBar.searchWallets': 'Buscar billeteras',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Buscar solo billeteras certificadas',
  'walletSearchBar.certified': 'Certificada',
  'appStoreLinks.get': 'Obtener {wallet} en {store}',
  'walletAppPairing.open': 'Abrir {name}',
  'walletGrid.checkTheSpellingOr': 'Revisa la ortografía o busca otra billetera.',
  'walletGrid.noWalletsToShow': 'No hay billeteras para mostrar',
  'walletGrid.theWalletListDid':
    'No se pudo cargar la lista de billeteras. Revisa tu conexión e inténtalo de nuevo.',
  'walletGrid.loadingMoreWallets': 'Cargando más billeteras',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} no se puede abrir desde este navegador',
  'noMobileLinkNotice.scanThisCodeWith':
    'Escanea este código con {name} en otro dispositivo o copia el enlace en la app.',
  'pairingCode.preparingTheQrCode': 'Preparando el código QR',
  'pairingLinks.copyLink': 'Copiar enlace',
  'pairingLinks.openDesktopApp': 'Abrir app de escritorio',
  'pairingLinks.openWebApp': 'Abrir app web',
  'pairingLinks.copyFailed': 'No se pudo copiar el enlace',
  'walletGrid.searchResults': 'Resultados de búsqueda',
  'walletGrid.clearSearch': 'Borrar búsqueda',
  'walletAppPairing.approveThenComeBack': 'Aprueba la conexión en {name} y luego vuelve aquí.',
  'walletAppPairing.preparingLink': 'Preparando el enlace a {name}…',
  'walletConnectPairing.declined': 'Rechazaste la conexión en {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Rechazaste la conexión en tu billetera.',
  'walletConnectPairing.openAndScan': 'Abre {name} y escanea este código para conectarte.',
  'walletConnectPairing.scanWithAnyWallet':
    'Escanea este código con una billetera compatible con WalletConnect para conectarte.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, instalada',
  'noMobileLinkNotice.noLink': '{name} no tiene un enlace para abrir su app en un teléfono.',
  'noMobileLinkNotice.invalidLink': 'El enlace a la app de {name} no es válido, así que no se abre.',
  'pairingCode.qrCodeFor': 'Código QR para conectar {name}',
  'pairingCode.qrCodeForAnyWallet': 'Código QR para conectar una billetera',
}
