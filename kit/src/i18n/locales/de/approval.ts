import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Domain-Felder',
  'typedDataDetails.messageFields': 'Nachrichtenfelder',
  'requestWarnings.warnings': 'Warnungen',
  'requestDetails.messageHexBytes': 'Nachricht (Hex-Bytes)',
  'callList.calls': 'Aufrufe',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Dieser Aufruf konnte nicht dekodiert werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnknownMethod':
    'Diese Anfrage ({method}) konnte nicht dekodiert werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableChainId': 'Die Chain-ID {chainId} konnte nicht gelesen werden.',
  'approval.warningUnreadableTypedData':
    'Die typisierten Daten konnten nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableMessage':
    'Die Nachricht konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableTransaction':
    'Die Transaktion konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableBatch':
    'Die Aufrufe dieses Batches konnten nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadablePermit':
    'Eine Token-Berechtigung in dieser Signatur konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableCallData':
    'Die Aufrufdaten konnten nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableRecipient':
    'Der Empfänger {value} konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableValue':
    'Der Wert {value} konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnreadableFeeField':
    'Das Gebührenfeld {field} {value} konnte nicht gelesen werden. Bestätigen Sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningUnlimited': 'Unbegrenzte Freigabe: {spender} kann alle Ihre {token} ausgeben',
  'approval.warningApprovalForAll':
    'Gesamtfreigabe: {operator} kann jeden Token übertragen, den Sie in der Sammlung {collection} halten',
  'approval.warningNotText':
    'Diese Nachricht ist kein lesbarer Text. Signieren Sie sie nur, wenn Sie dieser Website vertrauen.',
  'approval.warningDeployment':
    'Diese Transaktion hat keinen Empfänger: Sie stellt einen neuen Contract bereit.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{amount} an {to} senden',
  'approval.deployWithValue': 'Einen Contract bereitstellen und dabei {amount} senden',
  'approval.transfer': '{amount} an {recipient} übertragen',
  'approval.transferFrom': '{amount} von {from} an {recipient} übertragen',
  'approval.approveUnlimited': 'Unbegrenzt {token} für {spender} freigeben',
  'approval.approveAmount': '{amount} für {spender} freigeben',
  'approval.allowAll': '{operator} erlauben, alle Ihre Tokens in der Sammlung {collection} zu übertragen',
  'approval.revokeAll': 'Die Gesamtfreigabe für {operator} in der Sammlung {collection} widerrufen',
  'approval.callUndecodableFunction':
    '{to} mit nicht dekodierbaren Daten aufrufen (Funktion {selector}, {bytes} Bytes)',
  'approval.callUndecodable': '{to} mit nicht dekodierbaren Daten aufrufen ({bytes} Bytes)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender} erlauben, {amount} auszugeben',
  'approval.permitUntil': '{spender} erlauben, bis {deadline} {amount} auszugeben',
  /** Parts of the lines above. */
  'approval.aNewContract': 'einen neuen Contract',
  'approval.unreadableAmount': 'einen nicht lesbaren Betrag',
  'approval.unlimitedToken': 'unbegrenzt {token}',
  'approval.tokensOf': 'Tokens von {token}',
  'approval.amountOfToken': '{amount} des Tokens {token}',
  'approval.baseUnitsToken': '{units} Basiseinheiten (Dezimalstellen des Tokens unbekannt)',
  'approval.baseUnitsNative': '{units} Basiseinheiten (native Währung unbekannt)',
  /** The fields of a request. */
  'approval.unknownChain': 'Unbekannt',
  'approval.call': 'Aufruf',
  'approval.callNumber': 'Aufruf {number}',
  'approval.to': 'An',
  'approval.value': 'Wert',
  'approval.token': 'Token',
  'approval.data': 'Daten',
  'approval.newContract': 'Neuer Contract',
  'approval.unreadable': 'Nicht lesbar',
  'approval.dataDetail': '{selector} ({bytes} Bytes)',
  'approval.notHex': 'kein Hex',
  'approval.gasLimit': 'Gaslimit',
  'approval.gasPrice': 'Gaspreis',
  'approval.maxFeePerGas': 'Max. Gebühr pro Gas',
  'approval.maxPriorityFee': 'Max. Prioritätsgebühr',
  'approval.maxNetworkFee': 'Max. Netzwerkgebühr',
  'approval.messageOfType': 'Nachricht ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'weitere Felder nicht angezeigt',
}
