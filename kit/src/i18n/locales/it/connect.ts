import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as enConnectMessages } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof enConnectMessages> = {
  'allWalletsEntry.allWallets': 'Tutti i wallet',
  'continueWithWallet.continueWithAWallet': 'Continua con un wallet',
  'connectionOutcome.connectionDeclined': 'Connessione rifiutata',
  'connectionOutcome.connectionFailed': 'Connessione non riuscita',
  'legalLinks.termsOfService': 'termini di servizio',
  'legalLinks.privacyPolicy': 'informativa sulla privacy',
  'legalFooter.byConnectingYourWallet': 'Connettendo il tuo wallet, accetti i nostri',
  'waitingForWallet.approveInYourWallet': 'Approva nel tuo wallet',
  'noWalletFound.installABrowserWallet':
    "Installa un'estensione wallet per il browser, poi ricarica questa pagina.",
  'connectEmail.email': 'Email',
  'connectEmail.emailAddress': 'Indirizzo email',
  'legalCheckbox.iAgreeToOur': 'Accetto i nostri',
  'legalCheckbox.toConnectFirstAgree': 'Per connetterti, accetta prima {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Recente',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Installato',
  'noWalletFound.reload': 'Ricarica la pagina',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Continua con {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'e',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': "i termini di servizio e l'informativa sulla privacy",
  'legalLinks.theTerms': 'i termini di servizio',
  'legalLinks.thePrivacyPolicy': "l'informativa sulla privacy",
}
