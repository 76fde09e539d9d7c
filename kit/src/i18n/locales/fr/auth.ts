import type { MessagesOf } from '../../Messages.js'
import type { authMessages as enAuthMessages } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof enAuthMessages> = {
  'updateEmailWallet.enterTheNewEmail': 'Saisissez la nouvelle adresse e-mail de votre portefeuille.',
  'updateEmailWallet.newEmail': 'Nouvel e-mail',
  'updateEmailWallet.newEmailAddress': 'Nouvelle adresse e-mail',
  'updateEmailWallet.save': 'Enregistrer',
  'connectingSocial.noSocialProviderWas': "Aucun fournisseur de connexion sociale n'a été choisi.",
  'connectingSocial.logInWith': 'Se connecter avec {name}',
  'connectingSocial.connectInTheWindow': "Connectez-vous dans la fenêtre qui s'est ouverte.",
  'connectingSocial.loginCancelled': 'Connexion annulée',
  'connectingSocial.failed': 'La connexion avec {name} a échoué.',
  'connectingSocial.tryAgain': 'Réessayer',
  'connectingFarcaster.qrCodeForFarcaster': 'QR code pour Farcaster',
  'connectingFarcaster.scanThisQrCode':
    "Scannez ce QR code avec l'appareil photo de votre téléphone ou ouvrez le lien dans Farcaster.",
  'connectingFarcaster.openFarcasterLink': 'Ouvrir le lien Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'Enregistrez cet appareil pour continuer',
  'emailVerifyDevice.approveTheLoginFrom': "Approuvez la connexion depuis l'e-mail que nous avons envoyé à",
  'emailVerifyOtp.noEmailWasGiven': "Aucune adresse e-mail n'a été indiquée.",
  'otpForm.enterTheCodeWe': 'Saisissez le code que nous avons envoyé à',
  'otpForm.oneTimeCode': 'Code à usage unique',
  'otpForm.6DigitCode': 'Code à 6 chiffres',
  'otpForm.resendCode': 'Renvoyer le code',
  'connectingSocial.windowClosed': "La fenêtre {name} a été fermée avant la fin de l'opération.",
  'updateEmailWallet.updated': 'E-mail remplacé par {email}',
  'updateEmailWallet.enterTheNewEmailNow':
    'Saisissez la nouvelle adresse e-mail de votre portefeuille (actuellement {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'votre adresse',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'Un nouveau code est en route.',
}
