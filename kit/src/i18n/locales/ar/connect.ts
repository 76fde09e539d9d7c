import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'جميع المحافظ',
  'continueWithWallet.continueWithAWallet': 'المتابعة باستخدام محفظة',
  'connectionOutcome.connectionDeclined': 'تم رفض الاتصال',
  'connectionOutcome.connectionFailed': 'فشل الاتصال',
  'legalLinks.termsOfService': 'شروط الخدمة',
  'legalLinks.privacyPolicy': 'سياسة الخصوصية',
  'legalFooter.byConnectingYourWallet': 'بربط محفظتك، فإنك توافق على',
  'waitingForWallet.approveInYourWallet': 'وافق في محفظتك',
  'noWalletFound.installABrowserWallet': 'ثبّت إضافة محفظة في متصفحك، ثم أعد تحميل هذه الصفحة.',
  'connectEmail.email': 'البريد الإلكتروني',
  'connectEmail.emailAddress': 'عنوان البريد الإلكتروني',
  'legalCheckbox.iAgreeToOur': 'أوافق على',
  'legalCheckbox.toConnectFirstAgree': 'للربط، وافق أولًا على {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'مستخدمة مؤخرًا',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'مثبّتة',
  'noWalletFound.reload': 'إعادة تحميل الصفحة',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'المتابعة باستخدام {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'و',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'شروط الخدمة وسياسة الخصوصية',
  'legalLinks.theTerms': 'شروط الخدمة',
  'legalLinks.thePrivacyPolicy': 'سياسة الخصوصية',
}
