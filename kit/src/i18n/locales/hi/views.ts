import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': 'चुनें कि अपने मल्टी-चेन वॉलेट से कौन-सी चेन कनेक्ट करनी है',
  'connectingMultiChain.chains': 'चेन',
  'buy.loadingWhatYouCan': 'आप क्या खरीद सकते हैं, यह लोड हो रहा है…',
  'connect.or': 'या',
  'unsupportedChain.yourWalletIsOn':
    'आपका वॉलेट ऐसे नेटवर्क पर है जिसे यह ऐप सपोर्ट नहीं करता। जारी रखने के लिए इनमें से किसी एक पर स्विच करें।',
  'swap.swapsAreNotAvailable': '{network} पर स्वैप उपलब्ध नहीं है।',
  'swap.thereIsNothingTo': 'स्वैप करने के लिए अभी कुछ नहीं है।',
  'account.blockExplorer': 'ब्लॉक एक्सप्लोरर',
  'connectingExternal.acceptTheConnectionRequest': 'अपने वॉलेट में कनेक्शन अनुरोध स्वीकार करें।',
  'signMessage.embedded': 'इस मैसेज को अपने एम्बेडेड वॉलेट से साइन करें।',
  'signMessage.inWallet': 'जारी रखने के लिए अपने वॉलेट में मैसेज साइन करें।',
  'approveTransaction.embedded': 'इस ट्रांज़ैक्शन को अपने एम्बेडेड वॉलेट से स्वीकृत करें।',
  'approveTransaction.inWallet': 'अपने वॉलेट में ट्रांज़ैक्शन की समीक्षा करें और उसे स्वीकृत करें।',
  'connectingExternal.declined': 'आपने {name} में अनुरोध अस्वीकार कर दिया।',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'कनेक्ट है',
}
