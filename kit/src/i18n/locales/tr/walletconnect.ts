import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as en } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof en> = {
  'walletSearchBar.searchWallets': 'Cüzdan ara',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Yalnızca sertifikalı cüzdanları ara',
  'walletSearchBar.certified': 'Sertifikalı',
  'appStoreLinks.get': '{wallet} uygulamasını {store} üzerinden indir',
  'walletAppPairing.open': '{name} uygulamasını aç',
  'walletGrid.checkTheSpellingOr': 'Yazımı kontrol edin veya başka bir cüzdan arayın.',
  'walletGrid.noWalletsToShow': 'Gösterilecek cüzdan yok',
  'walletGrid.theWalletListDid': 'Cüzdan listesi yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  'walletGrid.loadingMoreWallets': 'Daha fazla cüzdan yükleniyor',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} bu tarayıcıdan açılamıyor',
  'noMobileLinkNotice.scanThisCodeWith':
    'Bu kodu başka bir cihazda {name} ile tarayın veya bağlantıyı uygulamaya kopyalayın.',
  'pairingCode.preparingTheQrCode': 'QR kodu hazırlanıyor',
  'pairingLinks.copyLink': 'Bağlantıyı kopyala',
  'pairingLinks.openDesktopApp': 'Masaüstü uygulamasını aç',
  'pairingLinks.openWebApp': 'Web uygulamasını aç',
  'pairingLinks.copyFailed': 'Bağlantı kopyalanamadı',
  'walletGrid.searchResults': 'Arama sonuçları',
  'walletGrid.clearSearch': 'Aramayı temizle',
  'walletAppPairing.approveThenComeBack': 'Bağlantıyı {name} uygulamasında onaylayın, ardından buraya dönün.',
  'walletAppPairing.preparingLink': '{name} bağlantısı hazırlanıyor…',
  'walletConnectPairing.declined': 'Bağlantıyı {name} uygulamasında reddettiniz.',
  'walletConnectPairing.declinedInYourWallet': 'Bağlantıyı cüzdanınızda reddettiniz.',
  'walletConnectPairing.openAndScan': '{name} uygulamasını açın ve bağlanmak için bu kodu tarayın.',
  'walletConnectPairing.scanWithAnyWallet':
    'Bağlanmak için bu kodu WalletConnect destekli bir cüzdanla tarayın.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, yüklü',
  'noMobileLinkNotice.noLink': '{name} uygulamasının telefonda açılacak bir bağlantısı yok.',
  'noMobileLinkNotice.invalidLink': '{name} uygulama bağlantısı geçerli değil, bu yüzden açılmıyor.',
  'pairingCode.qrCodeFor': '{name} ile bağlanmak için QR kodu',
  'pairingCode.qrCodeForAnyWallet': 'Cüzdan bağlamak için QR kodu',
}
