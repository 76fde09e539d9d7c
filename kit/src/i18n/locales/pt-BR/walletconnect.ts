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
}
