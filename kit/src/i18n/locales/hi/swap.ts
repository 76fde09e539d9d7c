import type { MessagesOf } from '../../Messages.js'
import type { swapMessages as english } from '../en/swap.js'

/** swap: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const swapMessages: MessagesOf<typeof english> = {
  'swapActionArea.acceptNewQuote': 'नया कोट स्वीकार करें',
  'swapSuccess.swapComplete': 'स्वैप पूरा हुआ',
  'swapSuccess.youSwapped': 'आपने {summary} स्वैप किया',
  'swapForm.swapTokens': 'टोकन स्वैप करें',
  'swapForm.switchTokens': 'टोकन आपस में बदलें',
  'swapForm.quoteFailed': 'कोट नहीं मिल सका: {reason}',
  'swapForm.theSwapServiceHas': 'स्वैप सेवा के पास इन टोकन के लिए कोई कोट नहीं है',
  'swapDetails.swapDetails': 'स्वैप का विवरण',
  'swapDetails.rate': 'रेट',
  'swapDetails.minimumReceived': 'न्यूनतम प्राप्त राशि',
  'swapDetails.slippageTolerance': 'स्लिपेज टॉलरेंस',
  'swapField.sell': 'बेचें',
  'swapField.buy': 'खरीदें',
  'swapField.sellAmount': 'बेचने की राशि',
  'swapField.buyAmount': 'खरीदने की राशि',
  'swapField.sellToken': 'बेचने का टोकन: {symbol}',
  'swapField.buyToken': 'खरीदने का टोकन: {symbol}',
  'swapField.selectSell': 'बेचने के लिए टोकन चुनें',
  'swapField.selectBuy': 'खरीदने के लिए टोकन चुनें',
  'swapField.selectToken': 'टोकन चुनें',
  'swapTokenPicker.sell': 'बेचने के लिए टोकन चुनें',
  'swapTokenPicker.buy': 'खरीदने के लिए टोकन चुनें',
  'swapTokenPicker.back': 'स्वैप पर वापस जाएँ',
}
