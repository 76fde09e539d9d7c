import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as enConnectMessages } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof enConnectMessages> = {
  'allWalletsEntry.allWallets': 'Todas las billeteras',
  'continueWithWallet.continueWithAWallet': 'Continuar con una billetera',
  'connectionOutcome.connectionDeclined': 'Conexión rechazada',
  'connectionOutcome.connectionFailed': 'Error de conexión',
  'legalLinks.termsOfService': 'términos del servicio',
  'legalLinks.privacyPolicy': 'política de privacidad',
  'legalFooter.byConnectingYourWallet': 'Al conectar tu billetera, aceptas nuestros',
  'waitingForWallet.approveInYourWallet': 'Aprueba en tu billetera',
  'noWalletFound.installABrowserWallet':
    'Instala una extensión de billetera en tu navegador y vuelve a cargar esta página.',
  'connectEmail.email': 'Correo electrónico',
  'connectEmail.emailAddress': 'Dirección de correo electrónico',
  'legalCheckbox.iAgreeToOur': 'Acepto los',
  'legalCheckbox.toConnectFirstAgree': 'Para conectarte, primero acepta {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Reciente',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Instalada',
  'noWalletFound.reload': 'Recargar página',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Continuar con {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'y',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'los términos del servicio y la política de privacidad',
  'legalLinks.theTerms': 'los términos del servicio',
  'legalLinks.thePrivacyPolicy': 'la política de privacidad',
}
