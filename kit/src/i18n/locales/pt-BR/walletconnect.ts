import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as en } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof en> = {
  'walletSearchBar.searchWallets': 'Pesquisar carteiras',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Pesquisar apenas carteiras certificadas',
  'walletSearchBar.certified': 'Certificadas',
  'appStoreLinks.get': 'Baixar {wallet} na {store}',
  'walletAppPairing.open': 'Abrir {name}',
  'walletGrid.checkTheSpellingOr': 'Verifique a grafia ou pesquise outra carteira.',
  'walletGrid.noWalletsToShow': 'Nenhuma carteira para mostrar',
  'walletGrid.theWalletListDid':
    'A lista de carteiras não carregou. Verifique sua conexão e tente novamente.',
  'walletGrid.loadingMoreWallets': 'Carregando mais carteiras',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'Não é possível abrir {name} neste navegador',
  'noMobileLinkNotice.scanThisCodeWith':
    'Escaneie este código com {name} em outro dispositivo ou copie o link para o app.',
  'pairingCode.preparingTheQrCode': 'Preparando o QR code',
  'pairingLinks.copyLink': 'Copiar link',
  'pairingLinks.openDesktopApp': 'Abrir app para desktop',
  'pairingLinks.openWebApp': 'Abrir app web',
  'pairingLinks.copyFailed': 'Não foi possível copiar o link',
  'walletGrid.searchResults': 'Resultados da pesquisa',
  'walletGrid.clearSearch': 'Limpar pesquisa',
  'walletAppPairing.approveThenComeBack': 'Aprove a conexão em {name} e depois volte aqui.',
  'walletAppPairing.preparingLink': 'Preparando o link para {name}…',
  'walletConnectPairing.declined': 'Você recusou a conexão em {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Você recusou a conexão na sua carteira.',
  'walletConnectPairing.openAndScan': 'Abra {name} e escaneie este código para conectar.',
  'walletConnectPairing.scanWithAnyWallet':
    'Escaneie este código com uma carteira compatível com WalletConnect para conectar.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, instalada',
  'noMobileLinkNotice.noLink': '{name} não tem um link para abrir o app no celular.',
  'noMobileLinkNotice.invalidLink': 'O link do app {name} não é válido, por isso ele não será aberto.',
  'pairingCode.qrCodeFor': 'QR code para conectar {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR code para conectar uma carteira',
}
