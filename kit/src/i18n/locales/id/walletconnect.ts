import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'Cari dompet',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Cari dompet tersertifikasi saja',
  'walletSearchBar.certified': 'Tersertifikasi',
  'appStoreLinks.get': 'Dapatkan {wallet} di {store}',
  'walletAppPairing.open': 'Buka {name}',
  'walletGrid.checkTheSpellingOr': 'Periksa ejaan, atau cari dompet lain.',
  'walletGrid.noWalletsToShow': 'Tidak ada dompet untuk ditampilkan',
  'walletGrid.theWalletListDid': 'Daftar dompet tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  'walletGrid.loadingMoreWallets': 'Memuat dompet lainnya',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} tidak dapat dibuka dari browser ini',
  'noMobileLinkNotice.scanThisCodeWith':
    'Pindai kode ini dengan {name} di perangkat lain, atau salin tautannya ke aplikasi.',
  'pairingCode.preparingTheQrCode': 'Menyiapkan kode QR',
  'pairingLinks.copyLink': 'Salin tautan',
  'pairingLinks.openDesktopApp': 'Buka aplikasi desktop',
  'pairingLinks.openWebApp': 'Buka aplikasi web',
  'pairingLinks.copyFailed': 'Tidak dapat menyalin tautan',
  'walletGrid.searchResults': 'Hasil pencarian',
  'walletGrid.clearSearch': 'Hapus pencarian',
  'walletAppPairing.approveThenComeBack': 'Setujui koneksi di {name}, lalu kembali ke sini.',
  'walletAppPairing.preparingLink': 'Menyiapkan tautan ke {name}…',
  'walletConnectPairing.declined': 'Anda menolak koneksi di {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Anda menolak koneksi di dompet Anda.',
  'walletConnectPairing.openAndScan': 'Buka {name} dan pindai kode ini untuk terhubung.',
  'walletConnectPairing.scanWithAnyWallet':
    'Pindai kode ini dengan dompet yang mendukung WalletConnect untuk terhubung.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, terpasang',
  'noMobileLinkNotice.noLink': '{name} tidak memiliki tautan untuk membuka aplikasinya di ponsel.',
  'noMobileLinkNotice.invalidLink': 'Tautan aplikasi {name} tidak valid, jadi tidak dibuka.',
  'pairingCode.qrCodeFor': 'Kode QR untuk menghubungkan {name}',
  'pairingCode.qrCodeForAnyWallet': 'Kode QR untuk menghubungkan dompet',
}
