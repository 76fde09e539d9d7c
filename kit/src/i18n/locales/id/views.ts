import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo':
    'Pilih blockchain yang akan dihubungkan ke dompet multi-chain Anda',
  'connectingMultiChain.chains': 'Blockchain',
  'buy.loadingWhatYouCan': 'Memuat aset yang bisa Anda beli…',
  'connect.or': 'atau',
  'unsupportedChain.yourWalletIsOn':
    'Dompet Anda berada di jaringan yang tidak didukung aplikasi ini. Beralihlah ke salah satu jaringan berikut untuk melanjutkan.',
  'swap.swapsAreNotAvailable': 'Penukaran tidak tersedia di {network}.',
  'swap.thereIsNothingTo': 'Belum ada yang bisa ditukar.',
  'account.blockExplorer': 'Penjelajah blok',
  'connectingExternal.acceptTheConnectionRequest': 'Terima permintaan koneksi di dompet Anda.',
  'signMessage.embedded': 'Tanda tangani pesan ini dengan dompet tertanam Anda.',
  'signMessage.inWallet': 'Tanda tangani pesan di dompet Anda untuk melanjutkan.',
  'approveTransaction.embedded': 'Setujui transaksi ini dari dompet tertanam Anda.',
  'approveTransaction.inWallet': 'Tinjau dan setujui transaksi di dompet Anda.',
  'connectingExternal.declined': 'Anda menolak permintaan di {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Terhubung',
}
