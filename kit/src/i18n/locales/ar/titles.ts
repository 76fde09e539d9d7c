import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'ربط المحفظة',
  'title.account': 'الحساب',
  'title.allWallets': 'جميع المحافظ',
  'title.connectingExternal': 'جارٍ ربط محفظة خارجية',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'اختر السلسلة',
  'title.networks': 'اختر الشبكة',
  'title.unsupportedChain': 'تبديل الشبكة',
  'title.signMessage': 'توقيع الرسالة',
  'title.approveTransaction': 'الموافقة على المعاملة',
  'title.emailVerifyOtp': 'تأكيد البريد الإلكتروني',
  'title.emailVerifyDevice': 'تسجيل الجهاز',
  'title.farcaster': 'Farcaster',
  'title.social': 'تسجيل الدخول الاجتماعي',
  'title.updateEmail': 'تغيير البريد الإلكتروني',
  'title.send': 'إرسال',
  'title.receive': 'استلام',
  'title.siwe': 'تسجيل الدخول',
  'title.swap': 'مبادلة',
  'title.buy': 'شراء العملات المشفرة',
  'title.activityDetail': 'المعاملة',
  'title.registerAccountName': 'اختر اسمًا',
  'title.registerAccountNameSuccess': 'تم تسجيل الاسم',
  'title.smartSessions': 'الجلسات الذكية',
  'title.connectNamespace': 'ربط محفظة {namespace}',
}
