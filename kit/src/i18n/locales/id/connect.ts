import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'Semua dompet',
  'continueWithWallet.continueWithAWallet': 'Lanjutkan dengan dompet',
  'connectionOutcome.connectionDeclined': 'Koneksi ditolak',
  'connectionOutcome.connectionFailed': 'Koneksi gagal',
  'legalLinks.termsOfService': 'ketentuan layanan',
  'legalLinks.privacyPolicy': 'kebijakan privasi',
  'legalFooter.byConnectingYourWallet': 'Dengan menghubungkan dompet, Anda menyetujui',
  'waitingForWallet.approveInYourWallet': 'Setujui di dompet Anda',
  'noWalletFound.installABrowserWallet':
    'Pasang ekstensi dompet di browser Anda, lalu muat ulang halaman ini.',
  'connectEmail.email': 'Email',
  'connectEmail.emailAddress': 'Alamat email',
  'legalCheckbox.iAgreeToOur': 'Saya menyetujui',
  'legalCheckbox.toConnectFirstAgree': 'Untuk terhubung, setujui dulu {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Terakhir dipakai',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Terpasang',
  'noWalletFound.reload': 'Muat ulang halaman',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Lanjutkan dengan {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'dan',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'ketentuan layanan dan kebijakan privasi',
  'legalLinks.theTerms': 'ketentuan layanan',
  'legalLinks.thePrivacyPolicy': 'kebijakan privasi',
}
