import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': 'Kuotasi',
  'onrampQuoteSummary.gettingAQuote': 'Mendapatkan kuotasi…',
  'onrampQuoteSummary.theProviderDidNot': 'Penyedia tidak memberikan kuotasi; ini adalah perkiraan',
  'onrampQuoteSummary.estimated': 'Perkiraan',
  'onrampQuoteSummary.total': 'Total',
  'onrampQuoteSummary.enterAnAmountTo': 'Masukkan jumlah untuk melihat yang akan Anda dapatkan.',
  'onrampForm.nothingCanBeBought': 'Belum ada yang bisa dibeli di {network}.',
  'onrampForm.showingSampleOptionsThe': 'Menampilkan opsi contoh: daftar penyedia sedang tidak tersedia.',
  'onrampAmountField.currency': 'Mata uang',
  'onrampWaiting.waitingForYourPurchase': 'Menunggu pembelian Anda',
  'onrampWaiting.finishBuying':
    'Selesaikan pembelian {symbol} melalui {provider} di jendela baru. Saldo dan aktivitas Anda akan diperbarui di sini setelah dana masuk.',
  'onrampWaiting.backToAccount': 'Kembali ke akun',
  'onrampWaiting.buyMore': 'Beli lagi',
  'onrampSubmit.couldnTOpenThe': 'Tidak dapat membuka halaman pembelian',
  'onrampSubmit.buyWith': 'Beli melalui {provider}',
  'onrampPicks.card': 'Kartu',
  'onrampPicks.ach': 'Rekening bank (ACH)',
  'onrampPicks.youBuy': 'Anda membeli',
  'onrampPicks.paymentMethod': 'Metode pembayaran',
  'onrampPicks.provider': 'Penyedia',
  'onrampPicks.fee': 'Biaya {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Masukkan jumlah antara {min} dan {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Anda mendapatkan ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Anda mendapatkan {symbol} sesuai kurs penyedia',
}
