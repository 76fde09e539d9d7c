import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as enApprovalMessages } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof enApprovalMessages> = {
  'typedDataDetails.domain': 'Dominio',
  'typedDataDetails.domainFields': 'Campos del dominio',
  'typedDataDetails.messageFields': 'Campos del mensaje',
  'requestWarnings.warnings': 'Advertencias',
  'requestDetails.messageHexBytes': 'Mensaje (bytes hexadecimales)',
  'callList.calls': 'Llamadas',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'No se pudo decodificar esta llamada. Aprueba solo si confías en este sitio.',
  'approval.warningUnknownMethod':
    'No se pudo decodificar esta solicitud ({method}). Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableChainId': 'No se pudo leer el ID de cadena {chainId}.',
  'approval.warningUnreadableTypedData':
    'No se pudieron leer los datos tipados. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableMessage': 'No se pudo leer el mensaje. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableTransaction':
    'No se pudo leer la transacción. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableBatch':
    'No se pudieron leer las llamadas de este lote. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadablePermit':
    'No se pudo leer un permiso de token de esta firma. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableCallData':
    'No se pudieron leer los datos de la llamada. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableRecipient':
    'No se pudo leer el destinatario {value}. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableValue':
    'No se pudo leer el valor {value}. Aprueba solo si confías en este sitio.',
  'approval.warningUnreadableFeeField':
    'No se pudo leer el campo de comisión {field} {value}. Aprueba solo si confías en este sitio.',
  'approval.warningUnlimited': 'Aprobación ilimitada: {spender} puede gastar todos tus {token}',
  'approval.warningApprovalForAll':
    'Aprobación total: {operator} puede transferir todos los tokens que tienes en la colección {collection}',
  'approval.warningNotText': 'Este mensaje no es texto legible. Fírmalo solo si confías en este sitio.',
  'approval.warningDeployment': 'Esta transacción no tiene destinatario: despliega un nuevo contrato.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Enviar {amount} a {to}',
  'approval.deployWithValue': 'Desplegar un contrato enviando {amount}',
  'approval.transfer': 'Transferir {amount} a {recipient}',
  'approval.transferFrom': 'Transferir {amount} de {from} a {recipient}',
  'approval.approveUnlimited': 'Aprobar que {spender} gaste una cantidad ilimitada de {token}',
  'approval.approveAmount': 'Aprobar que {spender} gaste {amount}',
  'approval.allowAll': 'Permitir que {operator} transfiera todos tus tokens de la colección {collection}',
  'approval.revokeAll': 'Revocar la aprobación total de {operator} en la colección {collection}',
  'approval.callUndecodableFunction':
    'Llamar a {to} con datos que no se pudieron decodificar (función {selector}, {bytes} bytes)',
  'approval.callUndecodable': 'Llamar a {to} con datos que no se pudieron decodificar ({bytes} bytes)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Permitir que {spender} gaste {amount}',
  'approval.permitUntil': 'Permitir que {spender} gaste {amount} hasta {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'un nuevo contrato',
  'approval.unreadableAmount': 'una cantidad ilegible',
  'approval.unlimitedToken': 'una cantidad ilimitada de {token}',
  'approval.tokensOf': 'tokens de {token}',
  'approval.amountOfToken': '{amount} del token {token}',
  'approval.baseUnitsToken': '{units} unidades base (decimales del token desconocidos)',
  'approval.baseUnitsNative': '{units} unidades base (moneda nativa desconocida)',
  /** The fields of a request. */
  'approval.unknownChain': 'Desconocida',
  'approval.call': 'Llamada',
  'approval.callNumber': 'Llamada {number}',
  'approval.to': 'Para',
  'approval.value': 'Valor',
  'approval.token': 'Token',
  'approval.data': 'Datos',
  'approval.newContract': 'Nuevo contrato',
  'approval.unreadable': 'Ilegible',
  'approval.dataDetail': '{selector} ({bytes} bytes)',
  'approval.notHex': 'no hexadecimal',
  'approval.gasLimit': 'Límite de gas',
  'approval.gasPrice': 'Precio del gas',
  'approval.maxFeePerGas': 'Comisión máx. por gas',
  'approval.maxPriorityFee': 'Comisión de prioridad máx.',
  'approval.maxNetworkFee': 'Comisión de red máx.',
  'approval.messageOfType': 'Mensaje ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'más campos no mostrados',
}
