import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Domaine',
  'typedDataDetails.domainFields': 'Champs du domaine',
  'typedDataDetails.messageFields': 'Champs du message',
  'requestWarnings.warnings': 'Avertissements',
  'requestDetails.messageHexBytes': 'Message (octets hexadécimaux)',
  'callList.calls': 'Appels',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    "Cet appel n'a pas pu être décodé. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnknownMethod':
    "Cette requête ({method}) n'a pas pu être décodée. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableChainId': "L'identifiant de chaîne {chainId} n'a pas pu être lu.",
  'approval.warningUnreadableTypedData':
    "Les données typées n'ont pas pu être lues. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableMessage':
    "Le message n'a pas pu être lu. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableTransaction':
    "La transaction n'a pas pu être lue. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableBatch':
    "Les appels de ce lot n'ont pas pu être lus. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadablePermit':
    "Une autorisation de jeton dans cette signature n'a pas pu être lue. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableCallData':
    "Les données d'appel n'ont pas pu être lues. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableRecipient':
    "Le destinataire {value} n'a pas pu être lu. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableValue':
    "La valeur {value} n'a pas pu être lue. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnreadableFeeField':
    "Le champ de frais {field} {value} n'a pas pu être lu. N'approuvez que si vous faites confiance à ce site.",
  'approval.warningUnlimited': 'Approbation illimitée : {spender} peut dépenser tous vos {token}',
  'approval.warningApprovalForAll':
    'Approbation globale : {operator} peut transférer tous les jetons que vous détenez dans la collection {collection}',
  'approval.warningNotText':
    "Ce message n'est pas un texte lisible. Ne le signez que si vous faites confiance à ce site.",
  'approval.warningDeployment':
    "Cette transaction n'a pas de destinataire : elle déploie un nouveau contrat.",
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Envoyer {amount} à {to}',
  'approval.deployWithValue': 'Déployer un contrat en envoyant {amount}',
  'approval.transfer': 'Transférer {amount} à {recipient}',
  'approval.transferFrom': 'Transférer {amount} de {from} à {recipient}',
  'approval.approveUnlimited': 'Approuver la dépense illimitée de {token} par {spender}',
  'approval.approveAmount': 'Approuver la dépense de {amount} par {spender}',
  'approval.allowAll': 'Autoriser {operator} à transférer tous vos jetons de la collection {collection}',
  'approval.revokeAll': "Révoquer l'approbation globale de {operator} pour la collection {collection}",
  'approval.callUndecodableFunction':
    "Appeler {to} avec des données qui n'ont pas pu être décodées (fonction {selector}, {bytes} octets)",
  'approval.callUndecodable': "Appeler {to} avec des données qui n'ont pas pu être décodées ({bytes} octets)",
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Permettre à {spender} de dépenser {amount}',
  'approval.permitUntil': "Permettre à {spender} de dépenser {amount} jusqu'à {deadline}",
  /** Parts of the lines above. */
  'approval.aNewContract': 'un nouveau contrat',
  'approval.unreadableAmount': 'un montant illisible',
  'approval.unlimitedToken': 'une quantité illimitée de {token}',
  'approval.tokensOf': 'jetons de {token}',
  'approval.amountOfToken': '{amount} du jeton {token}',
  'approval.baseUnitsToken': '{units} unités de base (décimales du jeton inconnues)',
  'approval.baseUnitsNative': '{units} unités de base (devise native inconnue)',
  /** The fields of a request. */
  'approval.unknownChain': 'Inconnue',
  'approval.call': 'Appel',
  'approval.callNumber': 'Appel {number}',
  'approval.to': 'À',
  'approval.value': 'Valeur',
  'approval.token': 'Jeton',
  'approval.data': 'Données',
  'approval.newContract': 'Nouveau contrat',
  'approval.unreadable': 'Illisible',
  'approval.dataDetail': '{selector} ({bytes} octets)',
  'approval.notHex': 'non hexadécimal',
  'approval.gasLimit': 'Limite de gaz',
  'approval.gasPrice': 'Prix du gaz',
  'approval.maxFeePerGas': 'Frais max. par unité de gaz',
  'approval.maxPriorityFee': 'Frais de priorité max.',
  'approval.maxNetworkFee': 'Frais de réseau max.',
  'approval.messageOfType': 'Message ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'autres champs non affichés',
}
