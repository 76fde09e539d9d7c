import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as en } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof en> = {
  'allWalletsEntry.allWallets': 'Все кошельки',
  'continueWithWallet.continueWithAWallet': 'Продолжить с кошельком',
  'connectionOutcome.connectionDeclined': 'Подключение отклонено',
  'connectionOutcome.connectionFailed': 'Не удалось подключиться',
  'legalLinks.termsOfService': 'условия использования',
  'legalLinks.privacyPolicy': 'политику конфиденциальности',
  'legalFooter.byConnectingYourWallet': 'Подключая кошелек, вы принимаете',
  'waitingForWallet.approveInYourWallet': 'Подтвердите в кошельке',
  'noWalletFound.installABrowserWallet':
    'Установите расширение-кошелек для браузера и перезагрузите эту страницу.',
  'connectEmail.email': 'Эл. почта',
  'connectEmail.emailAddress': 'Адрес эл. почты',
  'legalCheckbox.iAgreeToOur': 'Я принимаю',
  'legalCheckbox.toConnectFirstAgree': 'Чтобы подключиться, сначала примите {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Недавний',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Установлен',
  'noWalletFound.reload': 'Перезагрузить страницу',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Продолжить через {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'и',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'условия использования и политику конфиденциальности',
  'legalLinks.theTerms': 'условия использования',
  'legalLinks.thePrivacyPolicy': 'политику конфиденциальности',
}
