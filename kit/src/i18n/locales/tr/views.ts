import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as en } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof en> = {
  'connectingMultiChain.selectWhichChainTo': 'Çoklu zincir cüzdanınıza bağlanacak zinciri seçin',
  'connectingMultiChain.chains': 'Zincirler',
  'buy.loadingWhatYouCan': 'Satın alabilecekleriniz yükleniyor…',
  'connect.or': 'veya',
  'unsupportedChain.yourWalletIsOn':
    'Cüzdanınız bu uygulamanın desteklemediği bir ağda. Devam etmek için bu ağlardan birine geçin.',
  'swap.swapsAreNotAvailable': '{network} ağında takas kullanılamıyor.',
  'swap.thereIsNothingTo': 'Henüz takas edilecek bir şey yok.',
  'account.blockExplorer': 'Blok gezgini',
  'connectingExternal.acceptTheConnectionRequest': 'Cüzdanınızdaki bağlantı isteğini kabul edin.',
  'signMessage.embedded': 'Bu mesajı gömülü cüzdanınızla imzalayın.',
  'signMessage.inWallet': 'Devam etmek için cüzdanınızdaki mesajı imzalayın.',
  'approveTransaction.embedded': 'Bu işlemi gömülü cüzdanınızdan onaylayın.',
  'approveTransaction.inWallet': 'İşlemi cüzdanınızda inceleyip onaylayın.',
  'connectingExternal.declined': 'İsteği {name} üzerinde reddettiniz.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Bağlı',
}
