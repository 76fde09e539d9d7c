import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as enConnectMessages } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof enConnectMessages> = {
  'allWalletsEntry.allWallets': 'Alle Wallets',
  'continueWithWallet.continueWithAWallet': 'Mit einer Wallet fortfahren',
  'connectionOutcome.connectionDeclined': 'Verbindung abgelehnt',
  'connectionOutcome.connectionFailed': 'Verbindung fehlgeschlagen',
  'legalLinks.termsOfService': 'Nutzungsbedingungen',
  'legalLinks.privacyPolicy': 'Datenschutzerklärung',
  'legalFooter.byConnectingYourWallet': 'Mit dem Verbinden Ihrer Wallet akzeptieren Sie unsere',
  'waitingForWallet.approveInYourWallet': 'In Ihrer Wallet bestätigen',
  'noWalletFound.installABrowserWallet':
    'Installieren Sie eine Wallet-Browsererweiterung und laden Sie diese Seite dann neu.',
  'connectEmail.email': 'E-Mail',
  'connectEmail.emailAddress': 'E-Mail-Adresse',
  'legalCheckbox.iAgreeToOur': 'Ich akzeptiere die',
  'legalCheckbox.toConnectFirstAgree': 'Akzeptieren Sie zum Verbinden zuerst {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Zuletzt genutzt',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Installiert',
  'noWalletFound.reload': 'Seite neu laden',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Weiter mit {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'und',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'die Nutzungsbedingungen und die Datenschutzerklärung',
  'legalLinks.theTerms': 'die Nutzungsbedingungen',
  'legalLinks.thePrivacyPolicy': 'die Datenschutzerklärung',
}
