import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as enConnectMessages } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof enConnectMessages> = {
  'allWalletsEntry.allWallets': 'Tous les portefeuilles',
  'continueWithWallet.continueWithAWallet': 'Continuer avec un portefeuille',
  'connectionOutcome.connectionDeclined': 'Connexion refusée',
  'connectionOutcome.connectionFailed': 'Échec de la connexion',
  'legalLinks.termsOfService': "conditions d'utilisation",
  'legalLinks.privacyPolicy': 'politique de confidentialité',
  'legalFooter.byConnectingYourWallet': 'En connectant votre portefeuille, vous acceptez nos',
  'waitingForWallet.approveInYourWallet': 'Approuvez dans votre portefeuille',
  'noWalletFound.installABrowserWallet':
    'Installez une extension de portefeuille pour votre navigateur, puis rechargez cette page.',
  'connectEmail.email': 'E-mail',
  'connectEmail.emailAddress': 'Adresse e-mail',
  'legalCheckbox.iAgreeToOur': "J'accepte nos",
  'legalCheckbox.toConnectFirstAgree': "Pour vous connecter, acceptez d'abord {documents}.",
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Récent',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Installé',
  'noWalletFound.reload': 'Recharger la page',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Continuer avec {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'et',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': "les conditions d'utilisation et la politique de confidentialité",
  'legalLinks.theTerms': "les conditions d'utilisation",
  'legalLinks.thePrivacyPolicy': 'la politique de confidentialité',
}
