import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'Tìm kiếm ví',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Chỉ tìm ví đã được chứng nhận',
  'walletSearchBar.certified': 'Đã chứng nhận',
  'appStoreLinks.get': 'Tải {wallet} trên {store}',
  'walletAppPairing.open': 'Mở {name}',
  'walletGrid.checkTheSpellingOr': 'Hãy kiểm tra chính tả hoặc tìm ví khác.',
  'walletGrid.noWalletsToShow': 'Không có ví nào để hiển thị',
  'walletGrid.theWalletListDid': 'Không tải được danh sách ví. Hãy kiểm tra kết nối mạng và thử lại.',
  'walletGrid.loadingMoreWallets': 'Đang tải thêm ví',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'Không thể mở {name} từ trình duyệt này',
  'noMobileLinkNotice.scanThisCodeWith':
    'Quét mã này bằng {name} trên thiết bị khác, hoặc sao chép liên kết vào ứng dụng.',
  'pairingCode.preparingTheQrCode': 'Đang chuẩn bị mã QR',
  'pairingLinks.copyLink': 'Sao chép liên kết',
  'pairingLinks.openDesktopApp': 'Mở ứng dụng máy tính',
  'pairingLinks.openWebApp': 'Mở ứng dụng web',
  'pairingLinks.copyFailed': 'Không thể sao chép liên kết',
  'walletGrid.searchResults': 'Kết quả tìm kiếm',
  'walletGrid.clearSearch': 'Xóa tìm kiếm',
  'walletAppPairing.approveThenComeBack': 'Phê duyệt kết nối trong {name}, sau đó quay lại đây.',
  'walletAppPairing.preparingLink': 'Đang chuẩn bị liên kết đến {name}…',
  'walletConnectPairing.declined': 'Bạn đã từ chối kết nối trong {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Bạn đã từ chối kết nối trong ví của bạn.',
  'walletConnectPairing.openAndScan': 'Mở {name} và quét mã này để kết nối.',
  'walletConnectPairing.scanWithAnyWallet': 'Quét mã này bằng một ví hỗ trợ WalletConnect để kết nối.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, đã cài đặt',
  'noMobileLinkNotice.noLink': '{name} không có liên kết để mở ứng dụng trên điện thoại.',
  'noMobileLinkNotice.invalidLink': 'Liên kết ứng dụng của {name} không hợp lệ nên sẽ không được mở.',
  'pairingCode.qrCodeFor': 'Mã QR để kết nối {name}',
  'pairingCode.qrCodeForAnyWallet': 'Mã QR để kết nối ví',
}
