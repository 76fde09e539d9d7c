import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Dominio',
  'typedDataDetails.domainFields': 'Campi del dominio',
  'typedDataDetails.messageFields': 'Campi del messaggio',
  'requestWarnings.warnings': 'Avvisi',
  'requestDetails.messageHexBytes': 'Messaggio (byte esadecimali)',
  'callList.calls': 'Chiamate',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Impossibile decodificare questa chiamata. Approva solo se ti fidi di questo sito.',
  'approval.warningUnknownMethod':
    'Impossibile decodificare questa richiesta ({method}). Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableChainId': "Impossibile leggere l'ID della catena {chainId}.",
  'approval.warningUnreadableTypedData':
    'Impossibile leggere i dati tipizzati. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableMessage':
    'Impossibile leggere il messaggio. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableTransaction':
    'Impossibile leggere la transazione. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableBatch':
    'Impossibile leggere le chiamate di questo batch. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadablePermit':
    "Impossibile leggere un'autorizzazione di token in questa firma. Approva solo se ti fidi di questo sito.",
  'approval.warningUnreadableCallData':
    'Impossibile leggere i dati della chiamata. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableRecipient':
    'Impossibile leggere il destinatario {value}. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableValue':
    'Impossibile leggere il valore {value}. Approva solo se ti fidi di questo sito.',
  'approval.warningUnreadableFeeField':
    'Impossibile leggere il campo della commissione {field} {value}. Approva solo se ti fidi di questo sito.',
  'approval.warningUnlimited': 'Approvazione illimitata: {spender} può spendere tutti i tuoi {token}',
  'approval.warningApprovalForAll':
    'Approvazione totale: {operator} può trasferire tutti i token che possiedi nella collezione {collection}',
  'approval.warningNotText':
    'Questo messaggio non è un testo leggibile. Firmalo solo se ti fidi di questo sito.',
  'approval.warningDeployment': 'Questa transazione non ha un destinatario: distribuisce un nuovo contratto.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Invia {amount} a {to}',
  'approval.deployWithValue': 'Distribuisci un contratto, inviando {amount}',
  'approval.transfer': 'Trasferisci {amount} a {recipient}',
  'approval.transferFrom': 'Trasferisci {amount} da {from} a {recipient}',
  'approval.approveUnlimited': 'Autorizza {spender} a spendere {token} senza limiti',
  'approval.approveAmount': 'Autorizza {spender} a spendere {amount}',
  'approval.allowAll': 'Consenti a {operator} di trasferire tutti i tuoi token nella collezione {collection}',
  'approval.revokeAll': "Revoca l'approvazione totale di {operator} nella collezione {collection}",
  'approval.callUndecodableFunction':
    'Chiama {to} con dati che non è stato possibile decodificare (funzione {selector}, {bytes} byte)',
  'approval.callUndecodable': 'Chiama {to} con dati che non è stato possibile decodificare ({bytes} byte)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Consenti a {spender} di spendere {amount}',
  'approval.permitUntil': 'Consenti a {spender} di spendere {amount} fino al {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'un nuovo contratto',
  'approval.unreadableAmount': 'un importo illeggibile',
  'approval.unlimitedToken': '{token} senza limiti',
  'approval.tokensOf': 'token di {token}',
  'approval.amountOfToken': '{amount} del token {token}',
  'approval.baseUnitsToken': '{units} unità base (decimali del token sconosciuti)',
  'approval.baseUnitsNative': '{units} unità base (valuta nativa sconosciuta)',
  /** The fields of a request. */
  'approval.unknownChain': 'Sconosciuta',
  'approval.call': 'Chiamata',
  'approval.callNumber': 'Chiamata {number}',
  'approval.to': 'A',
  'approval.value': 'Valore',
  'approval.token': 'Token',
  'approval.data': 'Dati',
  'approval.newContract': 'Nuovo contratto',
  'approval.unreadable': 'Illeggibile',
  'approval.dataDetail': '{selector} ({bytes} byte)',
  'approval.notHex': 'non esadecimale',
  'approval.gasLimit': 'Limite di gas',
  'approval.gasPrice': 'Prezzo del gas',
  'approval.maxFeePerGas': 'Commissione massima per gas',
  'approval.maxPriorityFee': 'Commissione di priorità massima',
  'approval.maxNetworkFee': 'Commissione di rete massima',
  'approval.messageOfType': 'Messaggio ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'altri campi non mostrati',
}
