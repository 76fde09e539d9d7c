import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as en } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof en> = {
  'allWalletsEntry.allWallets': 'Wszystkie portfele',
  'continueWithWallet.continueWithAWallet': 'Kontynuuj z portfelem',
  'connectionOutcome.connectionDeclined': 'Połączenie odrzucone',
  'connectionOutcome.connectionFailed': 'Połączenie nie powiodło się',
  'legalLinks.termsOfService': 'warunki korzystania z usługi',
  'legalLinks.privacyPolicy': 'politykę prywatności',
  'legalFooter.byConnectingYourWallet': 'Łącząc portfel, akceptujesz',
  'waitingForWallet.approveInYourWallet': 'Zatwierdź w portfelu',
  'noWalletFound.installABrowserWallet':
    'Zainstaluj rozszerzenie portfela w przeglądarce, a następnie odśwież tę stronę.',
  'connectEmail.email': 'E-mail',
  'connectEmail.emailAddress': 'Adres e-mail',
  'legalCheckbox.iAgreeToOur': 'Akceptuję',
  'legalCheckbox.toConnectFirstAgree': 'Aby się połączyć, najpierw zaakceptuj {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Ostatnio używany',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Zainstalowany',
  'noWalletFound.reload': 'Odśwież stronę',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Kontynuuj przez {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'i',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'warunki korzystania z usługi i politykę prywatności',
  'legalLinks.theTerms': 'warunki korzystania z usługi',
  'legalLinks.thePrivacyPolicy': 'politykę prywatności',
}
