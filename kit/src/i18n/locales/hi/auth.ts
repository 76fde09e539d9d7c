import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'अपने वॉलेट के लिए नया ईमेल डालें।',
  'updateEmailWallet.newEmail': 'नया ईमेल',
  'updateEmailWallet.newEmailAddress': 'नया ईमेल पता',
  'updateEmailWallet.save': 'सेव करें',
  'connectingSocial.noSocialProviderWas': 'कोई सोशल अकाउंट नहीं चुना गया।',
  'connectingSocial.logInWith': '{name} से लॉग इन करें',
  'connectingSocial.connectInTheWindow': 'खुली हुई विंडो में कनेक्ट करें।',
  'connectingSocial.loginCancelled': 'लॉग इन रद्द कर दिया गया',
  'connectingSocial.failed': '{name} से लॉग इन नहीं हो सका।',
  'connectingSocial.tryAgain': 'फिर से कोशिश करें',
  'connectingFarcaster.qrCodeForFarcaster': 'Farcaster के लिए QR कोड',
  'connectingFarcaster.scanThisQrCode': 'इस QR कोड को अपने फ़ोन के कैमरे से स्कैन करें या लिंक को Farcaster में खोलें।',
  'connectingFarcaster.openFarcasterLink': 'Farcaster लिंक खोलें',
  'emailVerifyDevice.registerThisDeviceTo': 'जारी रखने के लिए इस डिवाइस को रजिस्टर करें',
  'emailVerifyDevice.approveTheLoginFrom': 'लॉग इन को उस ईमेल से स्वीकृत करें जो हमने इस पते पर भेजा है:',
  'emailVerifyOtp.noEmailWasGiven': 'कोई ईमेल नहीं दिया गया।',
  'otpForm.enterTheCodeWe': 'वह कोड डालें जो हमने इस पते पर भेजा है',
  'otpForm.oneTimeCode': 'वन-टाइम कोड',
  'otpForm.6DigitCode': '6 अंकों का कोड',
  'otpForm.resendCode': 'कोड फिर से भेजें',
  'connectingSocial.windowClosed': 'आपके पूरा करने से पहले ही {name} विंडो बंद हो गई।',
  'updateEmailWallet.updated': 'ईमेल बदलकर {email} कर दिया गया',
  'updateEmailWallet.enterTheNewEmailNow': 'अपने वॉलेट के लिए नया ईमेल डालें (अभी {email} है)।',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'आपका ईमेल पता',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'नया कोड भेजा जा रहा है।',
}
