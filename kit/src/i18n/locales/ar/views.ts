import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': 'اختر السلسلة التي تريد ربطها بمحفظتك متعددة السلاسل',
  'connectingMultiChain.chains': 'السلاسل',
  'buy.loadingWhatYouCan': 'جارٍ تحميل ما يمكنك شراؤه…',
  'connect.or': 'أو',
  'unsupportedChain.yourWalletIsOn':
    'محفظتك على شبكة لا يدعمها هذا التطبيق. انتقل إلى إحدى هذه الشبكات للمتابعة.',
  'swap.swapsAreNotAvailable': 'المبادلات غير متاحة على {network}.',
  'swap.thereIsNothingTo': 'لا يوجد ما يمكن مبادلته بعد.',
  'account.blockExplorer': 'مستكشف الكتل',
  'connectingExternal.acceptTheConnectionRequest': 'اقبل طلب الاتصال في محفظتك.',
  'signMessage.embedded': 'وقّع هذه الرسالة باستخدام محفظتك المضمّنة.',
  'signMessage.inWallet': 'وقّع الرسالة في محفظتك للمتابعة.',
  'approveTransaction.embedded': 'وافق على هذه المعاملة من محفظتك المضمّنة.',
  'approveTransaction.inWallet': 'راجع المعاملة ووافق عليها في محفظتك.',
  'connectingExternal.declined': 'لقد رفضت الطلب في {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'متصلة',
}
