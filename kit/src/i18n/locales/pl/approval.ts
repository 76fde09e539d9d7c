import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Domena',
  'typedDataDetails.domainFields': 'Pola domeny',
  'typedDataDetails.messageFields': 'Pola wiadomości',
  'requestWarnings.warnings': 'Ostrzeżenia',
  'requestDetails.messageHexBytes': 'Wiadomość (bajty hex)',
  'callList.calls': 'Wywołania',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Nie udało się zdekodować tego wywołania. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnknownMethod':
    'Nie udało się zdekodować tego żądania ({method}). Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableChainId': 'Nie udało się odczytać identyfikatora łańcucha {chainId}.',
  'approval.warningUnreadableTypedData':
    'Nie udało się odczytać danych typowanych. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableMessage':
    'Nie udało się odczytać wiadomości. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableTransaction':
    'Nie udało się odczytać transakcji. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableBatch':
    'Nie udało się odczytać wywołań tego pakietu. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadablePermit':
    'Nie udało się odczytać jednego z uprawnień do tokenów w tym podpisie. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableCallData':
    'Nie udało się odczytać danych wywołania. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableRecipient':
    'Nie udało się odczytać odbiorcy {value}. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableValue':
    'Nie udało się odczytać wartości {value}. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnreadableFeeField':
    'Nie udało się odczytać pola opłaty {field} {value}. Zatwierdź tylko, jeśli ufasz tej witrynie.',
  'approval.warningUnlimited': 'Nieograniczone zatwierdzenie: {spender} może wydać wszystkie Twoje {token}',
  'approval.warningApprovalForAll':
    'Zatwierdzenie wszystkiego: {operator} może przenieść każdy Twój token z kolekcji {collection}',
  'approval.warningNotText':
    'Ta wiadomość nie jest czytelnym tekstem. Podpisz ją tylko, jeśli ufasz tej witrynie.',
  'approval.warningDeployment': 'Ta transakcja nie ma odbiorcy: wdraża nowy kontrakt.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Wyślij {amount} do {to}',
  'approval.deployWithValue': 'Wdróż kontrakt, wysyłając {amount}',
  'approval.transfer': 'Przelej {amount} do {recipient}',
  'approval.transferFrom': 'Przelej {amount} z {from} do {recipient}',
  'approval.approveUnlimited': 'Pozwól {spender} wydawać {token} bez limitu',
  'approval.approveAmount': 'Pozwól {spender} wydać {amount}',
  'approval.allowAll': 'Pozwól {operator} przenosić wszystkie Twoje tokeny z kolekcji {collection}',
  'approval.revokeAll': 'Cofnij zatwierdzenie wszystkiego dla {operator} w kolekcji {collection}',
  'approval.callUndecodableFunction':
    'Wywołaj {to} z danymi, których nie udało się zdekodować (funkcja {selector}, {bytes} B)',
  'approval.callUndecodable': 'Wywołaj {to} z danymi, których nie udało się zdekodować ({bytes} B)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Zezwolenie: {spender} może wydać {amount}',
  'approval.permitUntil': 'Zezwolenie: {spender} może wydać {amount} do {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'nowy kontrakt',
  'approval.unreadableAmount': 'nieczytelną kwotę',
  'approval.unlimitedToken': '{token} bez limitu',
  'approval.tokensOf': 'tokeny {token}',
  'approval.amountOfToken': '{amount} tokena {token}',
  'approval.baseUnitsToken': '{units} jedn. bazowych (nieznana liczba miejsc dziesiętnych tokena)',
  'approval.baseUnitsNative': '{units} jedn. bazowych (nieznana waluta natywna)',
  /** The fields of a request. */
  'approval.unknownChain': 'Nieznana',
  'approval.call': 'Wywołanie',
  'approval.callNumber': 'Wywołanie {number}',
  'approval.to': 'Do',
  'approval.value': 'Wartość',
  'approval.token': 'Token',
  'approval.data': 'Dane',
  'approval.newContract': 'Nowy kontrakt',
  'approval.unreadable': 'Nieczytelne',
  'approval.dataDetail': '{selector} ({bytes} B)',
  'approval.notHex': 'nie w formacie hex',
  'approval.gasLimit': 'Limit gazu',
  'approval.gasPrice': 'Cena gazu',
  'approval.maxFeePerGas': 'Maks. opłata za jednostkę gazu',
  'approval.maxPriorityFee': 'Maks. opłata priorytetowa',
  'approval.maxNetworkFee': 'Maks. opłata sieciowa',
  'approval.messageOfType': 'Wiadomość ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'dalsze pola nie są pokazane',
}
