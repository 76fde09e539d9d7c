import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': '搜尋錢包',
  'walletSearchBar.searchCertifiedWalletsOnly': '僅搜尋已認證的錢包',
  'walletSearchBar.certified': '已認證',
  'appStoreLinks.get': '在 {store} 取得 {wallet}',
  'walletAppPairing.open': '開啟 {name}',
  'walletGrid.checkTheSpellingOr': '請檢查拼字，或搜尋其他錢包。',
  'walletGrid.noWalletsToShow': '沒有可顯示的錢包',
  'walletGrid.theWalletListDid': '無法載入錢包清單。請檢查網路連線後再試一次。',
  'walletGrid.loadingMoreWallets': '正在載入更多錢包',
  'noMobileLinkNotice.cannotBeOpenedFrom': '無法從此瀏覽器開啟 {name}',
  'noMobileLinkNotice.scanThisCodeWith': '請在其他裝置上使用 {name} 掃描此 QR 碼，或將連結複製到應用程式中。',
  'pairingCode.preparingTheQrCode': '正在準備 QR 碼',
  'pairingLinks.copyLink': '複製連結',
  'pairingLinks.openDesktopApp': '開啟桌面應用程式',
  'pairingLinks.openWebApp': '開啟網頁應用程式',
  'pairingLinks.copyFailed': '無法複製連結',
  'walletGrid.searchResults': '搜尋結果',
  'walletGrid.clearSearch': '清除搜尋',
  'walletAppPairing.approveThenComeBack': '請在 {name} 中核准連線，然後返回此處。',
  'walletAppPairing.preparingLink': '正在準備開啟 {name} 的連結…',
  'walletConnectPairing.declined': '您已在 {name} 中拒絕連線。',
  'walletConnectPairing.declinedInYourWallet': '您已在錢包中拒絕連線。',
  'walletConnectPairing.openAndScan': '開啟 {name} 並掃描此 QR 碼以連線。',
  'walletConnectPairing.scanWithAnyWallet': '使用支援 WalletConnect 的錢包掃描此 QR 碼以連線。',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}，已安裝',
  'noMobileLinkNotice.noLink': '{name} 沒有可在手機上開啟其應用程式的連結。',
  'noMobileLinkNotice.invalidLink': '{name} 的應用程式連結無效，因此不會開啟。',
  'pairingCode.qrCodeFor': '用於連接 {name} 的 QR 碼',
  'pairingCode.qrCodeForAnyWallet': '用於連接錢包的 QR 碼',
}
