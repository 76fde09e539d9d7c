import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as enConnectMessages } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof enConnectMessages> = {
  'allWalletsEntry.allWallets': 'Alle wallets',
  'continueWithWallet.continueWithAWallet': 'Doorgaan met een wallet',
  'connectionOutcome.connectionDeclined': 'Verbinding geweigerd',
  'connectionOutcome.connectionFailed': 'Verbinding mislukt',
  'legalLinks.termsOfService': 'servicevoorwaarden',
  'legalLinks.privacyPolicy': 'privacybeleid',
  'legalFooter.byConnectingYourWallet': 'Door je wallet te verbinden, ga je akkoord met onze',
  'waitingForWallet.approveInYourWallet': 'Goedkeuren in je wallet',
  'noWalletFound.installABrowserWallet':
    'Installeer een wallet-extensie voor je browser en laad deze pagina opnieuw.',
  'connectEmail.email': 'E-mail',
  'connectEmail.emailAddress': 'E-mailadres',
  'legalCheckbox.iAgreeToOur': 'Ik ga akkoord met onze',
  'legalCheckbox.toConnectFirstAgree': 'Ga eerst akkoord met {documents} om verbinding te maken.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Laatst gebruikt',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Geïnstalleerd',
  'noWalletFound.reload': 'Pagina opnieuw laden',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Doorgaan met {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'en',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'de servicevoorwaarden en het privacybeleid',
  'legalLinks.theTerms': 'de servicevoorwaarden',
  'legalLinks.thePrivacyPolicy': 'het privacybeleid',
}
