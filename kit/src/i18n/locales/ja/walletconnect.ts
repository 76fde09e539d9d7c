import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'ウォレットを検索',
  'walletSearchBar.searchCertifiedWalletsOnly': '認定済みのウォレットのみを検索',
  'walletSearchBar.certified': '認定済み',
  'appStoreLinks.get': '{store}で{wallet}を入手',
  'walletAppPairing.open': '{name}を開く',
  'walletGrid.checkTheSpellingOr': 'スペルを確認するか、別のウォレットを検索してください。',
  'walletGrid.noWalletsToShow': '表示できるウォレットがありません',
  'walletGrid.theWalletListDid':
    'ウォレットのリストを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'walletGrid.loadingMoreWallets': 'ウォレットをさらに読み込み中',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'このブラウザから{name}を開くことはできません',
  'noMobileLinkNotice.scanThisCodeWith':
    '別のデバイスの{name}でこのコードをスキャンするか、リンクをコピーしてアプリに貼り付けてください。',
  'pairingCode.preparingTheQrCode': 'QRコードを準備中',
  'pairingLinks.copyLink': 'リンクをコピー',
  'pairingLinks.openDesktopApp': 'デスクトップアプリを開く',
  'pairingLinks.openWebApp': 'ウェブアプリを開く',
  'pairingLinks.copyFailed': 'リンクをコピーできませんでした',
  'walletGrid.searchResults': '検索結果',
  'walletGrid.clearSearch': '検索をクリア',
  'walletAppPairing.approveThenComeBack': '{name}で接続を承認してから、ここに戻ってください。',
  'walletAppPairing.preparingLink': '{name}へのリンクを準備中…',
  'walletConnectPairing.declined': '{name}で接続が拒否されました。',
  'walletConnectPairing.declinedInYourWallet': 'ウォレットで接続が拒否されました。',
  'walletConnectPairing.openAndScan': '{name}を開き、このコードをスキャンして接続してください。',
  'walletConnectPairing.scanWithAnyWallet':
    'WalletConnect対応のウォレットでこのコードをスキャンして接続してください。',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}、インストール済み',
  'noMobileLinkNotice.noLink': '{name}には、スマートフォンでアプリを開くためのリンクがありません。',
  'noMobileLinkNotice.invalidLink': '{name}のアプリのリンクが無効なため、開きません。',
  'pairingCode.qrCodeFor': '{name}を接続するためのQRコード',
  'pairingCode.qrCodeForAnyWallet': 'ウォレットを接続するためのQRコード',
}
