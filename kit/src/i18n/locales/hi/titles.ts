import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'वॉलेट कनेक्ट करें',
  'title.account': 'अकाउंट',
  'title.allWallets': 'सभी वॉलेट',
  'title.connectingExternal': 'बाहरी वॉलेट से कनेक्ट हो रहा है',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'चेन चुनें',
  'title.networks': 'नेटवर्क चुनें',
  'title.unsupportedChain': 'नेटवर्क बदलें',
  'title.signMessage': 'मैसेज साइन करें',
  'title.approveTransaction': 'ट्रांज़ैक्शन स्वीकृत करें',
  'title.emailVerifyOtp': 'ईमेल कन्फ़र्म करें',
  'title.emailVerifyDevice': 'डिवाइस रजिस्टर करें',
  'title.farcaster': 'Farcaster',
  'title.social': 'सोशल लॉग इन',
  'title.updateEmail': 'ईमेल बदलें',
  'title.send': 'भेजें',
  'title.receive': 'प्राप्त करें',
  'title.siwe': 'साइन इन करें',
  'title.swap': 'स्वैप',
  'title.buy': 'क्रिप्टो खरीदें',
  'title.activityDetail': 'ट्रांज़ैक्शन',
  'title.registerAccountName': 'नाम चुनें',
  'title.registerAccountNameSuccess': 'नाम रजिस्टर हो गया',
  'title.smartSessions': 'स्मार्ट सेशन',
  'title.connectNamespace': '{namespace} वॉलेट कनेक्ट करें',
}
