/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages = {
  'updateEmailWallet.enterTheNewEmail': 'Enter the new email for your wallet.',
  'updateEmailWallet.newEmail': 'New email',
  'updateEmailWallet.newEmailAddress': 'New email address',
  'updateEmailWallet.save': 'Save',
  'connectingSocial.noSocialProviderWas': 'No social provider was chosen.',
  'connectingSocial.logInWith': 'Log in with {name}',
  'connectingSocial.connectInTheWindow': 'Connect in the window that opened.',
  'connectingSocial.loginCancelled': 'Login cancelled',
  'connectingSocial.failed': 'Logging in with {name} failed.',
  'connectingSocial.tryAgain': 'Try again',
  'connectingFarcaster.qrCodeForFarcaster': 'QR code for Farcaster',
  'connectingFarcaster.scanThisQrCode':
    "Scan this QR code with your phone's camera or open the link in Farcaster.",
  'connectingFarcaster.openFarcasterLink': 'Open Farcaster link',
  'emailVerifyDevice.registerThisDeviceTo': 'Register this device to continue',
  'emailVerifyDevice.approveTheLoginFrom': 'Approve the login from the email we sent to',
  'emailVerifyOtp.noEmailWasGiven': 'No email was given.',
  'otpForm.enterTheCodeWe': 'Enter the code we sent to',
  'otpForm.oneTimeCode': 'One-time code',
  'otpForm.6DigitCode': '6-digit code',
  'otpForm.resendCode': 'Resend code',
  'connectingSocial.windowClosed': 'The {name} window was closed before you finished.',
  'updateEmailWallet.updated': 'Email updated to {email}',
  'updateEmailWallet.enterTheNewEmailNow': 'Enter the new email for your wallet (now {email}).',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'your address',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'A new code is on its way.',
} as const
