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
}
