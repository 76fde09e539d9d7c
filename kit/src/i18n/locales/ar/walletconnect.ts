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
}
