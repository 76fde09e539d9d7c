import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as english } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof english> = {
  'onrampQuoteSummary.quote': 'कोट',
  'onrampQuoteSummary.gettingAQuote': 'कोट लिया जा रहा है…',
  'onrampQuoteSummary.theProviderDidNot': 'प्रोवाइडर ने कोट नहीं दिया; यह एक अनुमान है',
  'onrampQuoteSummary.estimated': 'अनुमानित',
  'onrampQuoteSummary.total': 'कुल',
  'onrampQuoteSummary.enterAnAmountTo': 'आपको कितना मिलेगा, यह देखने के लिए राशि डालें।',
  'onrampForm.nothingCanBeBought': '{network} पर अभी कुछ भी नहीं खरीदा जा सकता।',
  'onrampForm.showingSampleOptionsThe': 'सैंपल विकल्प दिखाए जा रहे हैं: प्रोवाइडर की सूची अभी उपलब्ध नहीं है।',
  'onrampAmountField.currency': 'मुद्रा',
  'onrampWaiting.waitingForYourPurchase': 'आपकी खरीदारी का इंतज़ार है',
  'onrampWaiting.finishBuying':
    'नई विंडो में {provider} के ज़रिए {symbol} की खरीदारी पूरी करें। फ़ंड पहुँचते ही आपका बैलेंस और गतिविधि यहाँ अपडेट हो जाएँगे।',
  'onrampWaiting.backToAccount': 'अकाउंट पर वापस जाएँ',
  'onrampWaiting.buyMore': 'और खरीदें',
  'onrampSubmit.couldnTOpenThe': 'खरीदारी का पेज नहीं खुल सका',
  'onrampSubmit.buyWith': '{provider} से खरीदें',
  'onrampPicks.card': 'कार्ड',
  'onrampPicks.ach': 'बैंक अकाउंट (ACH)',
  'onrampPicks.youBuy': 'आप खरीद रहे हैं',
  'onrampPicks.paymentMethod': 'पेमेंट का तरीका',
  'onrampPicks.provider': 'प्रोवाइडर',
  'onrampPicks.fee': '{min}–{max} % शुल्क',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '{min} और {max} के बीच की राशि डालें',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'आपको मिलेंगे ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'आपको प्रोवाइडर के रेट पर {symbol} मिलेंगे',
}
