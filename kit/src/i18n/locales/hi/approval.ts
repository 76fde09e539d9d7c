import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'डोमेन',
  'typedDataDetails.domainFields': 'डोमेन फ़ील्ड',
  'typedDataDetails.messageFields': 'मैसेज फ़ील्ड',
  'requestWarnings.warnings': 'चेतावनियाँ',
  'requestDetails.messageHexBytes': 'मैसेज (हेक्स बाइट्स)',
  'callList.calls': 'कॉल',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'इस कॉल को डिकोड नहीं किया जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnknownMethod':
    'इस अनुरोध ({method}) को डिकोड नहीं किया जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableChainId': 'चेन ID {chainId} पढ़ी नहीं जा सकी।',
  'approval.warningUnreadableTypedData':
    'टाइप्ड डेटा पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableMessage': 'मैसेज पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableTransaction':
    'ट्रांज़ैक्शन पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableBatch':
    'इस बैच के कॉल पढ़े नहीं जा सके। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadablePermit':
    'इस सिग्नेचर में एक टोकन अनुमति पढ़ी नहीं जा सकी। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableCallData':
    'कॉल डेटा पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableRecipient':
    'प्राप्तकर्ता {value} पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableValue':
    'वैल्यू {value} पढ़ी नहीं जा सकी। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnreadableFeeField':
    'शुल्क फ़ील्ड {field} {value} पढ़ा नहीं जा सका। केवल तभी स्वीकृत करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningUnlimited': 'असीमित स्वीकृति: {spender} आपके सभी {token} खर्च कर सकता है',
  'approval.warningApprovalForAll':
    'पूरी स्वीकृति: {operator} कलेक्शन {collection} में आपका हर टोकन ट्रांसफ़र कर सकता है',
  'approval.warningNotText': 'यह मैसेज पढ़ने योग्य टेक्स्ट नहीं है। इसे केवल तभी साइन करें जब आपको इस साइट पर भरोसा हो।',
  'approval.warningDeployment': 'इस ट्रांज़ैक्शन का कोई प्राप्तकर्ता नहीं है: यह एक नया कॉन्ट्रैक्ट डिप्लॉय करता है।',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{to} को {amount} भेजें',
  'approval.deployWithValue': '{amount} भेजते हुए एक कॉन्ट्रैक्ट डिप्लॉय करें',
  'approval.transfer': '{recipient} को {amount} ट्रांसफ़र करें',
  'approval.transferFrom': '{from} से {recipient} को {amount} ट्रांसफ़र करें',
  'approval.approveUnlimited': '{spender} को असीमित {token} खर्च करने की स्वीकृति दें',
  'approval.approveAmount': '{spender} को {amount} खर्च करने की स्वीकृति दें',
  'approval.allowAll': '{operator} को कलेक्शन {collection} में आपके सभी टोकन ट्रांसफ़र करने की अनुमति दें',
  'approval.revokeAll': 'कलेक्शन {collection} में {operator} की पूरी स्वीकृति रद्द करें',
  'approval.callUndecodableFunction':
    '{to} को ऐसे डेटा के साथ कॉल करें जिसे डिकोड नहीं किया जा सका (फ़ंक्शन {selector}, {bytes} बाइट)',
  'approval.callUndecodable': '{to} को ऐसे डेटा के साथ कॉल करें जिसे डिकोड नहीं किया जा सका ({bytes} बाइट)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender} को {amount} खर्च करने की अनुमति दें',
  'approval.permitUntil': '{spender} को {deadline} तक {amount} खर्च करने की अनुमति दें',
  /** Parts of the lines above. */
  'approval.aNewContract': 'नए कॉन्ट्रैक्ट',
  'approval.unreadableAmount': 'अपठनीय राशि',
  'approval.unlimitedToken': 'असीमित {token}',
  'approval.tokensOf': '{token} के टोकन',
  'approval.amountOfToken': 'टोकन {token} के {amount}',
  'approval.baseUnitsToken': '{units} बेस यूनिट (टोकन के डेसिमल अज्ञात)',
  'approval.baseUnitsNative': '{units} बेस यूनिट (नेटिव करेंसी अज्ञात)',
  /** The fields of a request. */
  'approval.unknownChain': 'अज्ञात',
  'approval.call': 'कॉल',
  'approval.callNumber': 'कॉल {number}',
  'approval.to': 'प्राप्तकर्ता',
  'approval.value': 'वैल्यू',
  'approval.token': 'टोकन',
  'approval.data': 'डेटा',
  'approval.newContract': 'नया कॉन्ट्रैक्ट',
  'approval.unreadable': 'अपठनीय',
  'approval.dataDetail': '{selector} ({bytes} बाइट)',
  'approval.notHex': 'हेक्स नहीं',
  'approval.gasLimit': 'गैस लिमिट',
  'approval.gasPrice': 'गैस प्राइस',
  'approval.maxFeePerGas': 'प्रति गैस अधिकतम शुल्क',
  'approval.maxPriorityFee': 'अधिकतम प्रायोरिटी शुल्क',
  'approval.maxNetworkFee': 'अधिकतम नेटवर्क शुल्क',
  'approval.messageOfType': 'मैसेज ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'और फ़ील्ड नहीं दिखाए गए',
}
