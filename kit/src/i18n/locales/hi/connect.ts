import type { MessagesOf } from '../../Messages.js'
import type { connectMessages as english } from '../en/connect.js'

/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages: MessagesOf<typeof english> = {
  'allWalletsEntry.allWallets': 'सभी वॉलेट',
  'continueWithWallet.continueWithAWallet': 'वॉलेट के साथ जारी रखें',
  'connectionOutcome.connectionDeclined': 'कनेक्शन अस्वीकार कर दिया गया',
  'connectionOutcome.connectionFailed': 'कनेक्शन विफल रहा',
  'legalLinks.termsOfService': 'सेवा की शर्तें',
  'legalLinks.privacyPolicy': 'गोपनीयता नीति',
  'legalFooter.byConnectingYourWallet': 'अपना वॉलेट कनेक्ट करके, आप इनसे सहमत होते हैं:',
  'waitingForWallet.approveInYourWallet': 'अपने वॉलेट में स्वीकृत करें',
  'noWalletFound.installABrowserWallet': 'कोई ब्राउज़र वॉलेट एक्सटेंशन इंस्टॉल करें, फिर यह पेज दोबारा लोड करें।',
  'connectEmail.email': 'ईमेल',
  'connectEmail.emailAddress': 'ईमेल पता',
  'legalCheckbox.iAgreeToOur': 'मैं इनसे सहमत हूँ:',
  'legalCheckbox.toConnectFirstAgree': 'कनेक्ट करने के लिए, पहले {documents} से सहमति दें।',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'हाल ही में',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'इंस्टॉल है',
  'noWalletFound.reload': 'पेज दोबारा लोड करें',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': '{name} के साथ जारी रखें',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'और',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'सेवा की शर्तों और गोपनीयता नीति',
  'legalLinks.theTerms': 'सेवा की शर्तों',
  'legalLinks.thePrivacyPolicy': 'गोपनीयता नीति',
}
