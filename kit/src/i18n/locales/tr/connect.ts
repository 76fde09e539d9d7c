import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as en } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof en> = {
  'allWalletsEntry.allWallets': 'Tüm cüzdanlar',
  'continueWithWallet.continueWithAWallet': 'Cüzdanla devam et',
  'connectionOutcome.connectionDeclined': 'Bağlantı reddedildi',
  'connectionOutcome.connectionFailed': 'Bağlantı başarısız oldu',
  'legalLinks.termsOfService': 'hizmet şartları',
  'legalLinks.privacyPolicy': 'gizlilik politikası',
  'legalFooter.byConnectingYourWallet': 'Cüzdanınızı bağlayarak şunları kabul etmiş olursunuz:',
  'waitingForWallet.approveInYourWallet': 'Cüzdanınızda onaylayın',
  'noWalletFound.installABrowserWallet':
    'Bir tarayıcı cüzdanı uzantısı yükleyin, ardından bu sayfayı yenileyin.',
  'connectEmail.email': 'E-posta',
  'connectEmail.emailAddress': 'E-posta adresi',
  'legalCheckbox.iAgreeToOur': 'Şunları kabul ediyorum:',
  'legalCheckbox.toConnectFirstAgree': 'Bağlanmak için önce şunları kabul edin: {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Son kullanılan',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Yüklü',
  'noWalletFound.reload': 'Sayfayı yenile',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '{name} ile devam et',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 've',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'hizmet şartları ve gizlilik politikası',
  'legalLinks.theTerms': 'hizmet şartları',
  'legalLinks.thePrivacyPolicy': 'gizlilik politikası',
}
