import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '網域',
  'typedDataDetails.domainFields': '網域欄位',
  'typedDataDetails.messageFields': '訊息欄位',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': '訊息（十六進位位元組）',
  'callList.calls': '呼叫',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': '無法解碼此呼叫。請僅在信任此網站時核准。',
  'approval.warningUnknownMethod': '無法解碼此要求（{method}）。請僅在信任此網站時核准。',
  'approval.warningUnreadableChainId': '無法讀取鏈 ID {chainId}。',
  'approval.warningUnreadableTypedData': '無法讀取結構化資料（typed data）。請僅在信任此網站時核准。',
  'approval.warningUnreadableMessage': '無法讀取此訊息。請僅在信任此網站時核准。',
  'approval.warningUnreadableTransaction': '無法讀取此交易。請僅在信任此網站時核准。',
  'approval.warningUnreadableBatch': '無法讀取此批次中的呼叫。請僅在信任此網站時核准。',
  'approval.warningUnreadablePermit': '無法讀取此簽章中的某項代幣授權。請僅在信任此網站時核准。',
  'approval.warningUnreadableCallData': '無法讀取呼叫資料。請僅在信任此網站時核准。',
  'approval.warningUnreadableRecipient': '無法讀取接收方 {value}。請僅在信任此網站時核准。',
  'approval.warningUnreadableValue': '無法讀取金額 {value}。請僅在信任此網站時核准。',
  'approval.warningUnreadableFeeField': '無法讀取費用欄位 {field} {value}。請僅在信任此網站時核准。',
  'approval.warningUnlimited': '無上限授權：{spender} 可以動用您所有的 {token}',
  'approval.warningApprovalForAll': '全部授權：{operator} 可以轉移您在收藏集 {collection} 中持有的每個代幣',
  'approval.warningNotText': '此訊息不是可讀的文字。請僅在信任此網站時簽署。',
  'approval.warningDeployment': '此交易沒有接收方：它會部署一個新合約。',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '傳送 {amount} 至 {to}',
  'approval.deployWithValue': '部署合約，並傳送 {amount}',
  'approval.transfer': '轉帳 {amount} 至 {recipient}',
  'approval.transferFrom': '從 {from} 轉帳 {amount} 至 {recipient}',
  'approval.approveUnlimited': '授權 {spender} 無上限動用 {token}',
  'approval.approveAmount': '授權 {spender} 動用 {amount}',
  'approval.allowAll': '允許 {operator} 轉移您在收藏集 {collection} 中的所有代幣',
  'approval.revokeAll': '撤銷 {operator} 對收藏集 {collection} 的全部授權',
  'approval.callUndecodableFunction': '呼叫 {to}，其資料無法解碼（函式 {selector}，{bytes} 位元組）',
  'approval.callUndecodable': '呼叫 {to}，其資料無法解碼（{bytes} 位元組）',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '許可 {spender} 動用 {amount}',
  'approval.permitUntil': '許可 {spender} 在 {deadline} 前動用 {amount}',
  /** Parts of the lines above. */
  'approval.aNewContract': '一個新合約',
  'approval.unreadableAmount': '無法讀取的金額',
  'approval.unlimitedToken': '無上限的 {token}',
  'approval.tokensOf': '{token} 代幣',
  'approval.amountOfToken': '代幣 {token} 的 {amount}',
  'approval.baseUnitsToken': '{units} 個基本單位（代幣小數位數未知）',
  'approval.baseUnitsNative': '{units} 個基本單位（原生貨幣未知）',
  /** The fields of a request. */
  'approval.unknownChain': '未知',
  'approval.call': '呼叫',
  'approval.callNumber': '呼叫 {number}',
  'approval.to': '目標地址',
  'approval.value': '金額',
  'approval.token': '代幣',
  'approval.data': '資料',
  'approval.newContract': '新合約',
  'approval.unreadable': '無法讀取',
  'approval.dataDetail': '{selector}（{bytes} 位元組）',
  'approval.notHex': '非十六進位',
  'approval.gasLimit': 'Gas 上限',
  'approval.gasPrice': 'Gas 價格',
  'approval.maxFeePerGas': '每單位 Gas 最高費用',
  'approval.maxPriorityFee': '最高優先費',
  'approval.maxNetworkFee': '最高網路手續費',
  'approval.messageOfType': '訊息（{type}）',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': '還有更多欄位未顯示',
}
