import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'Masukkan email baru untuk dompet Anda.',
  'updateEmailWallet.newEmail': 'Email baru',
  'updateEmailWallet.newEmailAddress': 'Alamat email baru',
  'updateEmailWallet.save': 'Simpan',
  'connectingSocial.noSocialProviderWas': 'Belum ada akun media sosial yang dipilih.',
  'connectingSocial.logInWith': 'Masuk dengan {name}',
  'connectingSocial.connectInTheWindow': 'Hubungkan di jendela yang terbuka.',
  'connectingSocial.loginCancelled': 'Proses masuk dibatalkan',
  'connectingSocial.failed': 'Gagal masuk dengan {name}.',
  'connectingSocial.tryAgain': 'Coba lagi',
  'connectingFarcaster.qrCodeForFarcaster': 'Kode QR untuk Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Pindai kode QR ini dengan kamera ponsel Anda atau buka tautannya di Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Buka tautan Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Daftarkan perangkat ini untuk melanjutkan',
  'emailVerifyDevice.approveTheLoginFrom': 'Setujui proses masuk dari email yang kami kirim ke',
  'emailVerifyOtp.noEmailWasGiven': 'Tidak ada email yang diberikan.',
  'otpForm.enterTheCodeWe': 'Masukkan kode yang kami kirim ke',
  'otpForm.oneTimeCode': 'Kode sekali pakai',
  'otpForm.6DigitCode': 'Kode 6 digit',
  'otpForm.resendCode': 'Kirim ulang kode',
  'connectingSocial.windowClosed': 'Jendela {name} ditutup sebelum Anda selesai.',
  'updateEmailWallet.updated': 'Email diperbarui menjadi {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Masukkan email baru untuk dompet Anda (saat ini {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'alamat Anda',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Kode baru sedang dikirim.',
}
