import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'Hubungkan dompet',
  'title.account': 'Akun',
  'title.allWallets': 'Semua dompet',
  'title.connectingExternal': 'Menghubungkan dompet eksternal',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Pilih blockchain',
  'title.networks': 'Pilih jaringan',
  'title.unsupportedChain': 'Ganti jaringan',
  'title.signMessage': 'Tanda tangani pesan',
  'title.approveTransaction': 'Setujui transaksi',
  'title.emailVerifyOtp': 'Konfirmasi email',
  'title.emailVerifyDevice': 'Daftarkan perangkat',
  'title.farcaster': 'Farcaster',
  'title.social': 'Login media sosial',
  'title.updateEmail': 'Ubah email',
  'title.send': 'Kirim',
  'title.receive': 'Terima',
  'title.siwe': 'Masuk',
  'title.swap': 'Tukar',
  'title.buy': 'Beli kripto',
  'title.activityDetail': 'Transaksi',
  'title.registerAccountName': 'Pilih nama',
  'title.registerAccountNameSuccess': 'Nama terdaftar',
  'title.smartSessions': 'Sesi pintar',
  'title.connectNamespace': 'Hubungkan dompet {namespace}',
}
