import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': '搜索钱包',
  'walletSearchBar.searchCertifiedWalletsOnly': '仅搜索已认证钱包',
  'walletSearchBar.certified': '已认证',
  'appStoreLinks.get': '在 {store} 获取 {wallet}',
  'walletAppPairing.open': '打开 {name}',
  'walletGrid.checkTheSpellingOr': '请检查拼写，或搜索其他钱包。',
  'walletGrid.noWalletsToShow': '没有可显示的钱包',
  'walletGrid.theWalletListDid': '钱包列表加载失败。请检查网络连接后重试。',
  'walletGrid.loadingMoreWallets': '正在加载更多钱包',
  'noMobileLinkNotice.cannotBeOpenedFrom': '无法在此浏览器中打开 {name}',
  'noMobileLinkNotice.scanThisCodeWith': '请在另一台设备上使用 {name} 扫描此二维码，或将链接复制到应用中。',
  'pairingCode.preparingTheQrCode': '正在生成二维码',
  'pairingLinks.copyLink': '复制链接',
  'pairingLinks.openDesktopApp': '打开桌面应用',
  'pairingLinks.openWebApp': '打开网页应用',
  'pairingLinks.copyFailed': '无法复制链接',
  'walletGrid.searchResults': '搜索结果',
  'walletGrid.clearSearch': '清除搜索',
  'walletAppPairing.approveThenComeBack': '请在 {name} 中批准连接，然后返回此处。',
  'walletAppPairing.preparingLink': '正在准备打开 {name} 的链接…',
  'walletConnectPairing.declined': '您已在 {name} 中拒绝连接。',
  'walletConnectPairing.declinedInYourWallet': '您已在钱包中拒绝连接。',
  'walletConnectPairing.openAndScan': '打开 {name} 并扫描此二维码以连接。',
  'walletConnectPairing.scanWithAnyWallet': '使用支持 WalletConnect 的钱包扫描此二维码以连接。',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}，已安装',
  'noMobileLinkNotice.noLink': '{name} 没有可在手机上打开其应用的链接。',
  'noMobileLinkNotice.invalidLink': '{name} 的应用链接无效，因此不会打开。',
  'pairingCode.qrCodeFor': '用于连接 {name} 的二维码',
  'pairingCode.qrCodeForAnyWallet': '用于连接钱包的二维码',
}
