import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Domínio',
  'typedDataDetails.domainFields': 'Campos do domínio',
  'typedDataDetails.messageFields': 'Campos da mensagem',
  'requestWarnings.warnings': 'Avisos',
  'requestDetails.messageHexBytes': 'Mensagem (bytes em hex)',
  'callList.calls': 'Chamadas',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Não foi possível decodificar esta chamada. Só aprove se você confiar neste site.',
  'approval.warningUnknownMethod':
    'Não foi possível decodificar esta solicitação ({method}). Só aprove se você confiar neste site.',
  'approval.warningUnreadableChainId': 'Não foi possível ler o ID da blockchain {chainId}.',
  'approval.warningUnreadableTypedData':
    'Não foi possível ler os dados tipados. Só aprove se você confiar neste site.',
  'approval.warningUnreadableMessage':
    'Não foi possível ler a mensagem. Só aprove se você confiar neste site.',
  'approval.warningUnreadableTransaction':
    'Não foi possível ler a transação. Só aprove se você confiar neste site.',
  'approval.warningUnreadableBatch':
    'Não foi possível ler as chamadas deste lote. Só aprove se você confiar neste site.',
  'approval.warningUnreadablePermit':
    'Não foi possível ler uma permissão de token nesta assinatura. Só aprove se você confiar neste site.',
  'approval.warningUnreadableCallData':
    'Não foi possível ler os dados da chamada. Só aprove se você confiar neste site.',
  'approval.warningUnreadableRecipient':
    'Não foi possível ler o destinatário {value}. Só aprove se você confiar neste site.',
  'approval.warningUnreadableValue':
    'Não foi possível ler o valor {value}. Só aprove se você confiar neste site.',
  'approval.warningUnreadableFeeField':
    'Não foi possível ler o campo de taxa {field} {value}. Só aprove se você confiar neste site.',
  'approval.warningUnlimited': 'Aprovação ilimitada: {spender} pode gastar todos os seus {token}',
  'approval.warningApprovalForAll':
    'Aprovação total: {operator} pode transferir todos os tokens que você tem na coleção {collection}',
  'approval.warningNotText': 'Esta mensagem não é um texto legível. Só assine se você confiar neste site.',
  'approval.warningDeployment': 'Esta transação não tem destinatário: ela implanta um novo contrato.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Enviar {amount} para {to}',
  'approval.deployWithValue': 'Implantar um contrato, enviando {amount}',
  'approval.transfer': 'Transferir {amount} para {recipient}',
  'approval.transferFrom': 'Transferir {amount} de {from} para {recipient}',
  'approval.approveUnlimited': 'Aprovar {spender} para gastar {token} sem limite',
  'approval.approveAmount': 'Aprovar {spender} para gastar {amount}',
  'approval.allowAll': 'Permitir que {operator} transfira todos os seus tokens da coleção {collection}',
  'approval.revokeAll': 'Revogar a aprovação total de {operator} na coleção {collection}',
  'approval.callUndecodableFunction':
    'Chamar {to} com dados que não puderam ser decodificados (função {selector}, {bytes} bytes)',
  'approval.callUndecodable': 'Chamar {to} com dados que não puderam ser decodificados ({bytes} bytes)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Permitir que {spender} gaste {amount}',
  'approval.permitUntil': 'Permitir que {spender} gaste {amount} até {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'um novo contrato',
  'approval.unreadableAmount': 'um valor ilegível',
  'approval.unlimitedToken': '{token} sem limite',
  'approval.tokensOf': 'tokens de {token}',
  'approval.amountOfToken': '{amount} do token {token}',
  'approval.baseUnitsToken': '{units} unidades base (decimais do token desconhecidos)',
  'approval.baseUnitsNative': '{units} unidades base (moeda nativa desconhecida)',
  /** The fields of a request. */
  'approval.unknownChain': 'Desconhecida',
  'approval.call': 'Chamada',
  'approval.callNumber': 'Chamada {number}',
  'approval.to': 'Para',
  'approval.value': 'Valor',
  'approval.token': 'Token',
  'approval.data': 'Dados',
  'approval.newContract': 'Novo contrato',
  'approval.unreadable': 'Ilegível',
  'approval.dataDetail': '{selector} ({bytes} bytes)',
  'approval.notHex': 'não é hex',
  'approval.gasLimit': 'Limite de gas',
  'approval.gasPrice': 'Preço do gas',
  'approval.maxFeePerGas': 'Taxa máxima por gas',
  'approval.maxPriorityFee': 'Taxa de prioridade máxima',
  'approval.maxNetworkFee': 'Taxa de rede máxima',
  'approval.messageOfType': 'Mensagem ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'mais campos não exibidos',
}
