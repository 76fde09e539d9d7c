import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Domein',
  'typedDataDetails.domainFields': 'Domeinvelden',
  'typedDataDetails.messageFields': 'Berichtvelden',
  'requestWarnings.warnings': 'Waarschuwingen',
  'requestDetails.messageHexBytes': 'Bericht (hexbytes)',
  'callList.calls': 'Aanroepen',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Deze aanroep kon niet worden gedecodeerd. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnknownMethod':
    'Dit verzoek ({method}) kon niet worden gedecodeerd. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableChainId': 'De chain-ID {chainId} kon niet worden gelezen.',
  'approval.warningUnreadableTypedData':
    'De getypeerde gegevens konden niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableMessage':
    'Het bericht kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableTransaction':
    'De transactie kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableBatch':
    'De aanroepen in deze batch konden niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadablePermit':
    'Een tokentoestemming in deze handtekening kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableCallData':
    'De aanroepgegevens konden niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableRecipient':
    'De ontvanger {value} kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableValue':
    'De waarde {value} kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnreadableFeeField':
    'Het kostenveld {field} {value} kon niet worden gelezen. Keur alleen goed als je deze site vertrouwt.',
  'approval.warningUnlimited': 'Onbeperkte goedkeuring: {spender} kan al je {token} uitgeven',
  'approval.warningApprovalForAll':
    'Goedkeuring voor alles: {operator} kan elk token overdragen dat je in de collectie {collection} hebt',
  'approval.warningNotText':
    'Dit bericht is geen leesbare tekst. Onderteken het alleen als je deze site vertrouwt.',
  'approval.warningDeployment': 'Deze transactie heeft geen ontvanger: ze deployt een nieuw contract.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{amount} versturen naar {to}',
  'approval.deployWithValue': 'Een contract deployen en daarbij {amount} versturen',
  'approval.transfer': '{amount} overdragen naar {recipient}',
  'approval.transferFrom': '{amount} overdragen van {from} naar {recipient}',
  'approval.approveUnlimited': '{spender} toestaan onbeperkt {token} uit te geven',
  'approval.approveAmount': '{spender} toestaan {amount} uit te geven',
  'approval.allowAll': '{operator} toestaan al je tokens in de collectie {collection} over te dragen',
  'approval.revokeAll': 'Goedkeuring voor alles van {operator} in de collectie {collection} intrekken',
  'approval.callUndecodableFunction':
    '{to} aanroepen met gegevens die niet konden worden gedecodeerd (functie {selector}, {bytes} bytes)',
  'approval.callUndecodable':
    '{to} aanroepen met gegevens die niet konden worden gedecodeerd ({bytes} bytes)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender} toestemming geven om {amount} uit te geven',
  'approval.permitUntil': '{spender} toestemming geven om tot {deadline} {amount} uit te geven',
  /** Parts of the lines above. */
  'approval.aNewContract': 'een nieuw contract',
  'approval.unreadableAmount': 'een onleesbaar bedrag',
  'approval.unlimitedToken': 'onbeperkt {token}',
  'approval.tokensOf': 'tokens van {token}',
  'approval.amountOfToken': '{amount} van token {token}',
  'approval.baseUnitsToken': '{units} basiseenheden (decimalen van het token onbekend)',
  'approval.baseUnitsNative': '{units} basiseenheden (native valuta onbekend)',
  /** The fields of a request. */
  'approval.unknownChain': 'Onbekend',
  'approval.call': 'Aanroep',
  'approval.callNumber': 'Aanroep {number}',
  'approval.to': 'Naar',
  'approval.value': 'Waarde',
  'approval.token': 'Token',
  'approval.data': 'Gegevens',
  'approval.newContract': 'Nieuw contract',
  'approval.unreadable': 'Onleesbaar',
  'approval.dataDetail': '{selector} ({bytes} bytes)',
  'approval.notHex': 'geen hex',
  'approval.gasLimit': 'Gaslimiet',
  'approval.gasPrice': 'Gasprijs',
  'approval.maxFeePerGas': 'Max. kosten per gas',
  'approval.maxPriorityFee': 'Max. prioriteitskosten',
  'approval.maxNetworkFee': 'Max. netwerkkosten',
  'approval.messageOfType': 'Bericht ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'meer velden niet getoond',
}
