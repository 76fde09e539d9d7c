import type { MessagesOf } from '../../Messages.js'
import type { authMessages as enAuthMessages } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof enAuthMessages> = {
  'updateEmailWallet.enterTheNewEmail': 'Ingresa el nuevo correo electrónico de tu billetera.',
  'updateEmailWallet.newEmail': 'Nuevo correo',
  'updateEmailWallet.newEmailAddress': 'Nueva dirección de correo electrónico',
  'updateEmailWallet.save': 'Guardar',
  'connectingSocial.noSocialProviderWas': 'No se eligió ningún proveedor de inicio de sesión social.',
  'connectingSocial.logInWith': 'Iniciar sesión con {name}',
  'connectingSocial.connectInTheWindow': 'Conéctate en la ventana que se abrió.',
  'connectingSocial.loginCancelled': 'Inicio de sesión cancelado',
  'connectingSocial.failed': 'No se pudo iniciar sesión con {name}.',
  'connectingSocial.tryAgain': 'Intentar de nuevo',
  'connectingFarcaster.qrCodeForFarcaster': 'Código QR para Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Escanea este código QR con la cámara de tu teléfono o abre el enlace en Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Abrir enlace de Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Registra este dispositivo para continuar',
  'emailVerifyDevice.approveTheLoginFrom': 'Aprueba el inicio de sesión desde el correo que enviamos a',
  'emailVerifyOtp.noEmailWasGiven': 'No se indicó ningún correo electrónico.',
  'otpForm.enterTheCodeWe': 'Ingresa el código que enviamos a',
  'otpForm.oneTimeCode': 'Código de un solo uso',
  'otpForm.6DigitCode': 'Código de 6 dígitos',
  'otpForm.resendCode': 'Reenviar código',
  'connectingSocial.windowClosed': 'La ventana de {name} se cerró antes de que terminaras.',
  'updateEmailWallet.updated': 'Correo cambiado a {email}',
  'updateEmailWallet.enterTheNewEmailNow':
    'Ingresa el nuevo correo electrónico de tu billetera (ahora {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'tu dirección',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Un nuevo código va en camino.',
}
