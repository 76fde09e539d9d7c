import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '域',
  'typedDataDetails.domainFields': '域字段',
  'typedDataDetails.messageFields': '消息字段',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': '消息（十六进制字节）',
  'callList.calls': '调用',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': '无法解码此调用。请仅在信任此网站时批准。',
  'approval.warningUnknownMethod': '无法解码此请求（{method}）。请仅在信任此网站时批准。',
  'approval.warningUnreadableChainId': '无法读取链 ID {chainId}。',
  'approval.warningUnreadableTypedData': '无法读取结构化数据（typed data）。请仅在信任此网站时批准。',
  'approval.warningUnreadableMessage': '无法读取此消息。请仅在信任此网站时批准。',
  'approval.warningUnreadableTransaction': '无法读取此交易。请仅在信任此网站时批准。',
  'approval.warningUnreadableBatch': '无法读取此批次中的调用。请仅在信任此网站时批准。',
  'approval.warningUnreadablePermit': '无法读取此签名中的某项代币授权。请仅在信任此网站时批准。',
  'approval.warningUnreadableCallData': '无法读取调用数据。请仅在信任此网站时批准。',
  'approval.warningUnreadableRecipient': '无法读取接收方 {value}。请仅在信任此网站时批准。',
  'approval.warningUnreadableValue': '无法读取金额 {value}。请仅在信任此网站时批准。',
  'approval.warningUnreadableFeeField': '无法读取费用字段 {field} {value}。请仅在信任此网站时批准。',
  'approval.warningUnlimited': '无限额授权：{spender} 可以花费您的全部 {token}',
  'approval.warningApprovalForAll': '全部授权：{operator} 可以转移您在合集 {collection} 中持有的所有代币',
  'approval.warningNotText': '此消息不是可读文本。请仅在信任此网站时签名。',
  'approval.warningDeployment': '此交易没有接收方：它将部署一个新合约。',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '向 {to} 发送 {amount}',
  'approval.deployWithValue': '部署合约，并发送 {amount}',
  'approval.transfer': '向 {recipient} 转账 {amount}',
  'approval.transferFrom': '从 {from} 向 {recipient} 转账 {amount}',
  'approval.approveUnlimited': '授权 {spender} 无限额花费 {token}',
  'approval.approveAmount': '授权 {spender} 花费 {amount}',
  'approval.allowAll': '允许 {operator} 转移您在合集 {collection} 中的所有代币',
  'approval.revokeAll': '撤销 {operator} 对合集 {collection} 的全部授权',
  'approval.callUndecodableFunction': '调用 {to}，其数据无法解码（函数 {selector}，{bytes} 字节）',
  'approval.callUndecodable': '调用 {to}，其数据无法解码（{bytes} 字节）',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '许可 {spender} 花费 {amount}',
  'approval.permitUntil': '许可 {spender} 在 {deadline} 前花费 {amount}',
  /** Parts of the lines above. */
  'approval.aNewContract': '一个新合约',
  'approval.unreadableAmount': '无法读取的金额',
  'approval.unlimitedToken': '无限额的 {token}',
  'approval.tokensOf': '{token} 代币',
  'approval.amountOfToken': '代币 {token} 的 {amount}',
  'approval.baseUnitsToken': '{units} 个基本单位（代币小数位数未知）',
  'approval.baseUnitsNative': '{units} 个基本单位（原生货币未知）',
  /** The fields of a request. */
  'approval.unknownChain': '未知',
  'approval.call': '调用',
  'approval.callNumber': '调用 {number}',
  'approval.to': '目标地址',
  'approval.value': '金额',
  'approval.token': '代币',
  'approval.data': '数据',
  'approval.newContract': '新合约',
  'approval.unreadable': '无法读取',
  'approval.dataDetail': '{selector}（{bytes} 字节）',
  'approval.notHex': '非十六进制',
  'approval.gasLimit': 'Gas 上限',
  'approval.gasPrice': 'Gas 价格',
  'approval.maxFeePerGas': '每单位 Gas 最高费用',
  'approval.maxPriorityFee': '最高优先费',
  'approval.maxNetworkFee': '最高网络费用',
  'approval.messageOfType': '消息（{type}）',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': '更多字段未显示',
}
