import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as en } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof en> = {
  'allWalletsEntry.allWallets': 'Усі гаманці',
  'continueWithWallet.continueWithAWallet': 'Продовжити з гаманцем',
  'connectionOutcome.connectionDeclined': 'Підключення відхилено',
  'connectionOutcome.connectionFailed': 'Не вдалося підключитися',
  'legalLinks.termsOfService': 'умови використання',
  'legalLinks.privacyPolicy': 'політику конфіденційності',
  'legalFooter.byConnectingYourWallet': 'Підключаючи гаманець, ви приймаєте',
  'waitingForWallet.approveInYourWallet': 'Підтвердьте в гаманці',
  'noWalletFound.installABrowserWallet':
    'Встановіть розширення-гаманець для браузера й перезавантажте цю сторінку.',
  'connectEmail.email': 'Ел. пошта',
  'connectEmail.emailAddress': 'Адреса ел. пошти',
  'legalCheckbox.iAgreeToOur': 'Я приймаю',
  'legalCheckbox.toConnectFirstAgree': 'Щоб підключитися, спершу прийміть {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Нещодавній',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Встановлений',
  'noWalletFound.reload': 'Перезавантажити сторінку',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Продовжити через {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'та',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'умови використання та політику конфіденційності',
  'legalLinks.theTerms': 'умови використання',
  'legalLinks.thePrivacyPolicy': 'політику конфіденційності',
}
