import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Домен',
  'typedDataDetails.domainFields': 'Поля домену',
  'typedDataDetails.messageFields': 'Поля повідомлення',
  'requestWarnings.warnings': 'Попередження',
  'requestDetails.messageHexBytes': 'Повідомлення (байти в hex)',
  'callList.calls': 'Виклики',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Цей виклик не вдалося декодувати. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnknownMethod':
    'Цей запит ({method}) не вдалося декодувати. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableChainId': 'Не вдалося прочитати ідентифікатор мережі {chainId}.',
  'approval.warningUnreadableTypedData':
    'Не вдалося прочитати типізовані дані. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableMessage':
    'Не вдалося прочитати повідомлення. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableTransaction':
    'Не вдалося прочитати транзакцію. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableBatch':
    'Не вдалося прочитати виклики цього пакета. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadablePermit':
    'Не вдалося прочитати дозвіл на токен у цьому підписі. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableCallData':
    'Не вдалося прочитати дані виклику. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableRecipient':
    'Не вдалося прочитати одержувача {value}. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableValue':
    'Не вдалося прочитати значення {value}. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnreadableFeeField':
    'Не вдалося прочитати поле комісії {field} {value}. Підтверджуйте, лише якщо довіряєте цьому сайту.',
  'approval.warningUnlimited': 'Необмежений дозвіл: {spender} може витратити весь ваш баланс {token}',
  'approval.warningApprovalForAll':
    'Дозвіл на всі токени: {operator} може переказати будь-який ваш токен із колекції {collection}',
  'approval.warningNotText':
    'Це повідомлення не є читабельним текстом. Підписуйте його, лише якщо довіряєте цьому сайту.',
  'approval.warningDeployment': 'Ця транзакція не має одержувача: вона розгортає новий контракт.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Надіслати {amount} на {to}',
  'approval.deployWithValue': 'Розгорнути контракт і надіслати {amount}',
  'approval.transfer': 'Переказати {amount} на {recipient}',
  'approval.transferFrom': 'Переказати {amount} з {from} на {recipient}',
  'approval.approveUnlimited': 'Дозволити {spender} витрачати необмежену кількість {token}',
  'approval.approveAmount': 'Дозволити {spender} витрачати {amount}',
  'approval.allowAll': 'Дозволити {operator} переказувати всі ваші токени з колекції {collection}',
  'approval.revokeAll': 'Відкликати в {operator} дозвіл на всі токени колекції {collection}',
  'approval.callUndecodableFunction':
    'Викликати {to} з даними, які не вдалося декодувати (функція {selector}, байтів: {bytes})',
  'approval.callUndecodable': 'Викликати {to} з даними, які не вдалося декодувати (байтів: {bytes})',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Надати {spender} дозвіл витрачати {amount}',
  'approval.permitUntil': 'Надати {spender} дозвіл витрачати {amount} до {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'новий контракт',
  'approval.unreadableAmount': 'нерозпізнану суму',
  'approval.unlimitedToken': 'необмежену кількість {token}',
  'approval.tokensOf': 'токенів {token}',
  'approval.amountOfToken': '{amount} токена {token}',
  'approval.baseUnitsToken': '{units} (у базових одиницях; кількість десяткових знаків токена невідома)',
  'approval.baseUnitsNative': '{units} (у базових одиницях; нативна валюта невідома)',
  /** The fields of a request. */
  'approval.unknownChain': 'Невідома',
  'approval.call': 'Виклик',
  'approval.callNumber': 'Виклик {number}',
  'approval.to': 'Кому',
  'approval.value': 'Сума',
  'approval.token': 'Токен',
  'approval.data': 'Дані',
  'approval.newContract': 'Новий контракт',
  'approval.unreadable': 'Не вдалося прочитати',
  'approval.dataDetail': '{selector} (байтів: {bytes})',
  'approval.notHex': 'не hex',
  'approval.gasLimit': 'Ліміт газу',
  'approval.gasPrice': 'Ціна газу',
  'approval.maxFeePerGas': 'Макс. комісія за одиницю газу',
  'approval.maxPriorityFee': 'Макс. пріоритетна комісія',
  'approval.maxNetworkFee': 'Макс. комісія мережі',
  'approval.messageOfType': 'Повідомлення ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'інші поля не показано',
}
