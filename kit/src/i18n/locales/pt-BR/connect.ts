import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as en } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof en> = {
  'allWalletsEntry.allWallets': 'Todas as carteiras',
  'continueWithWallet.continueWithAWallet': 'Continuar com uma carteira',
  'connectionOutcome.connectionDeclined': 'Conexão recusada',
  'connectionOutcome.connectionFailed': 'Falha na conexão',
  'legalLinks.termsOfService': 'termos de serviço',
  'legalLinks.privacyPolicy': 'política de privacidade',
  'legalFooter.byConnectingYourWallet': 'Ao conectar sua carteira, você concorda com nossos',
  'waitingForWallet.approveInYourWallet': 'Aprove na sua carteira',
  'noWalletFound.installABrowserWallet':
    'Instale uma extensão de carteira no navegador e recarregue esta página.',
  'connectEmail.email': 'E-mail',
  'connectEmail.emailAddress': 'Endereço de e-mail',
  'legalCheckbox.iAgreeToOur': 'Concordo com nossos',
  'legalCheckbox.toConnectFirstAgree': 'Para se conectar, aceite primeiro {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Recente',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Instalada',
  'noWalletFound.reload': 'Recarregar página',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Continuar com {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'e',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'os termos de serviço e a política de privacidade',
  'legalLinks.theTerms': 'os termos de serviço',
  'legalLinks.thePrivacyPolicy': 'a política de privacidade',
}
