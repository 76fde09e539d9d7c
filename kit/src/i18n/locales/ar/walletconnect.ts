import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'البحث عن محافظ',
  'walletSearchBar.searchCertifiedWalletsOnly': 'البحث في المحافظ المعتمدة فقط',
  'walletSearchBar.certified': 'معتمدة',
  'appStoreLinks.get': 'احصل على {wallet} من {store}',
  'walletAppPairing.open': 'فتح {name}',
  'walletGrid.checkTheSpellingOr': 'تحقّق من الإملاء، أو ابحث عن محفظة أخرى.',
  'walletGrid.noWalletsToShow': 'لا توجد محافظ لعرضها',
  'walletGrid.theWalletListDid': 'لم يتم تحميل قائمة المحافظ. تحقّق من اتصالك وحاول مرة أخرى.',
  'walletGrid.loadingMoreWallets': 'جارٍ تحميل المزيد من المحافظ',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'لا يمكن فتح {name} من هذا المتصفح',
  'noMobileLinkNotice.scanThisCodeWith':
    'امسح هذا الرمز باستخدام {name} على جهاز آخر، أو انسخ الرابط إلى التطبيق.',
  'pairingCode.preparingTheQrCode': 'جارٍ تجهيز رمز QR',
  'pairingLinks.copyLink': 'نسخ الرابط',
  'pairingLinks.openDesktopApp': 'فتح تطبيق سطح المكتب',
  'pairingLinks.openWebApp': 'فتح تطبيق الويب',
  'pairingLinks.copyFailed': 'تعذّر نسخ الرابط',
  'walletGrid.searchResults': 'نتائج البحث',
  'walletGrid.clearSearch': 'مسح البحث',
  'walletAppPairing.approveThenComeBack': 'وافق على الاتصال في {name}، ثم عد إلى هنا.',
  'walletAppPairing.preparingLink': 'جارٍ تجهيز الرابط إلى {name}…',
  'walletConnectPairing.declined': 'لقد رفضت الاتصال في {name}.',
  'walletConnectPairing.declinedInYourWallet': 'لقد رفضت الاتصال في محفظتك.',
  'walletConnectPairing.openAndScan': 'افتح {name} وامسح هذا الرمز للاتصال.',
  'walletConnectPairing.scanWithAnyWallet': 'امسح هذا الرمز باستخدام محفظة تدعم WalletConnect للاتصال.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}، مثبّتة',
  'noMobileLinkNotice.noLink': 'لا يملك {name} رابطًا لفتح تطبيقه على الهاتف.',
  'noMobileLinkNotice.invalidLink': 'رابط تطبيق {name} غير صالح، لذا لن يتم فتحه.',
  'pairingCode.qrCodeFor': 'رمز QR لربط {name}',
  'pairingCode.qrCodeForAnyWallet': 'رمز QR لربط محفظة',
}
