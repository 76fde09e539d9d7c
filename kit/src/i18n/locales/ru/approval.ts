import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Домен',
  'typedDataDetails.domainFields': 'Поля домена',
  'typedDataDetails.messageFields': 'Поля сообщения',
  'requestWarnings.warnings': 'Предупреждения',
  'requestDetails.messageHexBytes': 'Сообщение (байты в hex)',
  'callList.calls': 'Вызовы',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Не удалось декодировать этот вызов. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnknownMethod':
    'Не удалось декодировать этот запрос ({method}). Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableChainId': 'Не удалось прочитать идентификатор сети {chainId}.',
  'approval.warningUnreadableTypedData':
    'Не удалось прочитать типизированные данные. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableMessage':
    'Не удалось прочитать сообщение. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableTransaction':
    'Не удалось прочитать транзакцию. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableBatch':
    'Не удалось прочитать вызовы этого пакета. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadablePermit':
    'Не удалось прочитать одно из разрешений на токены в этой подписи. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableCallData':
    'Не удалось прочитать данные вызова. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableRecipient':
    'Не удалось прочитать получателя {value}. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableValue':
    'Не удалось прочитать сумму {value}. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnreadableFeeField':
    'Не удалось прочитать поле комиссии {field} {value}. Подтверждайте, только если доверяете этому сайту.',
  'approval.warningUnlimited': 'Неограниченное одобрение: {spender} может потратить все ваши {token}',
  'approval.warningApprovalForAll':
    'Одобрение на все: {operator} может перевести любой ваш токен из коллекции {collection}',
  'approval.warningNotText':
    'Это сообщение не является читаемым текстом. Подписывайте его, только если доверяете этому сайту.',
  'approval.warningDeployment': 'У этой транзакции нет получателя: она развертывает новый контракт.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Отправить {amount} на {to}',
  'approval.deployWithValue': 'Развернуть контракт, отправив {amount}',
  'approval.transfer': 'Перевести {amount} на {recipient}',
  'approval.transferFrom': 'Перевести {amount} с {from} на {recipient}',
  'approval.approveUnlimited': 'Разрешить {spender} тратить {token} без ограничений',
  'approval.approveAmount': 'Разрешить {spender} потратить {amount}',
  'approval.allowAll': 'Разрешить {operator} переводить все ваши токены из коллекции {collection}',
  'approval.revokeAll': 'Отозвать у {operator} одобрение на все токены коллекции {collection}',
  'approval.callUndecodableFunction':
    'Вызвать {to} с данными, которые не удалось декодировать (функция {selector}, {bytes} Б)',
  'approval.callUndecodable': 'Вызвать {to} с данными, которые не удалось декодировать ({bytes} Б)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Дать {spender} разрешение потратить {amount}',
  'approval.permitUntil': 'Дать {spender} разрешение потратить {amount} до {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'новый контракт',
  'approval.unreadableAmount': 'нечитаемую сумму',
  'approval.unlimitedToken': '{token} без ограничений',
  'approval.tokensOf': 'токены {token}',
  'approval.amountOfToken': '{amount} токена {token}',
  'approval.baseUnitsToken': '{units} баз. ед. (десятичные знаки токена неизвестны)',
  'approval.baseUnitsNative': '{units} баз. ед. (нативная валюта неизвестна)',
  /** The fields of a request. */
  'approval.unknownChain': 'Неизвестна',
  'approval.call': 'Вызов',
  'approval.callNumber': 'Вызов {number}',
  'approval.to': 'Кому',
  'approval.value': 'Сумма',
  'approval.token': 'Токен',
  'approval.data': 'Данные',
  'approval.newContract': 'Новый контракт',
  'approval.unreadable': 'Не читается',
  'approval.dataDetail': '{selector} ({bytes} Б)',
  'approval.notHex': 'не hex',
  'approval.gasLimit': 'Лимит газа',
  'approval.gasPrice': 'Цена газа',
  'approval.maxFeePerGas': 'Макс. комиссия за газ',
  'approval.maxPriorityFee': 'Макс. приоритетная комиссия',
  'approval.maxNetworkFee': 'Макс. комиссия сети',
  'approval.messageOfType': 'Сообщение ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'остальные поля не показаны',
}
