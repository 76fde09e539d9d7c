import type { MessagesOf } from '../../Messages.js'
import type { authMessages as en } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof en> = {
  'updateEmailWallet.enterTheNewEmail': 'Insira o novo e-mail da sua carteira.',
  'updateEmailWallet.newEmail': 'Novo e-mail',
  'updateEmailWallet.newEmailAddress': 'Novo endereço de e-mail',
  'updateEmailWallet.save': 'Salvar',
  'connectingSocial.noSocialProviderWas': 'Nenhuma rede social foi escolhida.',
  'connectingSocial.logInWith': 'Entrar com {name}',
  'connectingSocial.connectInTheWindow': 'Conecte-se na janela que foi aberta.',
  'connectingSocial.loginCancelled': 'Login cancelado',
  'connectingSocial.failed': 'Falha ao entrar com {name}.',
  'connectingSocial.tryAgain': 'Tentar novamente',
  'connectingFarcaster.qrCodeForFarcaster': 'QR code do Farcaster',
  'connectingFarcaster.scanThisQrCode':
    'Escaneie este QR code com a câmera do celular ou abra o link no Farcaster.',
  'connectingFarcaster.openFarcasterLink': 'Abrir link do Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Registre este dispositivo para continuar',
  'emailVerifyDevice.approveTheLoginFrom': 'Aprove o login no e-mail que enviamos para',
  'emailVerifyOtp.noEmailWasGiven': 'Nenhum e-mail foi informado.',
  'otpForm.enterTheCodeWe': 'Insira o código que enviamos para',
  'otpForm.oneTimeCode': 'Código de uso único',
  'otpForm.6DigitCode': 'Código de 6 dígitos',
  'otpForm.resendCode': 'Reenviar código',
  'connectingSocial.windowClosed': 'A janela de {name} foi fechada antes de você concluir.',
  'updateEmailWallet.updated': 'E-mail alterado para {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Insira o novo e-mail da sua carteira (atual: {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'seu endereço',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Um novo código está a caminho.',
}
