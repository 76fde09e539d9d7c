import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': '지갑 검색',
  'walletSearchBar.searchCertifiedWalletsOnly': '인증된 지갑만 검색',
  'walletSearchBar.certified': '인증됨',
  'appStoreLinks.get': '{store}에서 {wallet} 받기',
  'walletAppPairing.open': '{name} 열기',
  'walletGrid.checkTheSpellingOr': '철자를 확인하거나 다른 지갑을 검색하세요.',
  'walletGrid.noWalletsToShow': '표시할 지갑이 없습니다',
  'walletGrid.theWalletListDid': '지갑 목록을 불러오지 못했습니다. 연결 상태를 확인하고 다시 시도하세요.',
  'walletGrid.loadingMoreWallets': '지갑 더 불러오는 중',
  'noMobileLinkNotice.cannotBeOpenedFrom': '이 브라우저에서는 {name} 앱을 열 수 없습니다',
  'noMobileLinkNotice.scanThisCodeWith':
    '다른 기기의 {name} 앱으로 이 코드를 스캔하거나 링크를 복사해 앱에 붙여넣으세요.',
  'pairingCode.preparingTheQrCode': 'QR 코드 준비 중',
  'pairingLinks.copyLink': '링크 복사',
  'pairingLinks.openDesktopApp': '데스크톱 앱 열기',
  'pairingLinks.openWebApp': '웹 앱 열기',
  'pairingLinks.copyFailed': '링크를 복사할 수 없습니다',
  'walletGrid.searchResults': '검색 결과',
  'walletGrid.clearSearch': '검색어 지우기',
  'walletAppPairing.approveThenComeBack': '{name}에서 연결을 승인한 후 여기로 돌아오세요.',
  'walletAppPairing.preparingLink': '{name} 링크 준비 중…',
  'walletConnectPairing.declined': '{name}에서 연결을 거부했습니다.',
  'walletConnectPairing.declinedInYourWallet': '지갑에서 연결을 거부했습니다.',
  'walletConnectPairing.openAndScan': '{name} 앱을 열고 이 코드를 스캔하여 연결하세요.',
  'walletConnectPairing.scanWithAnyWallet':
    'WalletConnect를 지원하는 지갑으로 이 코드를 스캔하여 연결하세요.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, 설치됨',
  'noMobileLinkNotice.noLink': '{name}에는 휴대폰에서 앱을 여는 링크가 없습니다.',
  'noMobileLinkNotice.invalidLink': '{name}의 앱 링크가 유효하지 않아 열지 않습니다.',
  'pairingCode.qrCodeFor': '{name} 연결용 QR 코드',
  'pairingCode.qrCodeForAnyWallet': '지갑 연결용 QR 코드',
}
