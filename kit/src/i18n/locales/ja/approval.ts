import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'ドメイン',
  'typedDataDetails.domainFields': 'ドメインのフィールド',
  'typedDataDetails.messageFields': 'メッセージのフィールド',
  'requestWarnings.warnings': '警告',
  'requestDetails.messageHexBytes': 'メッセージ（16進数のバイト列）',
  'callList.calls': '呼び出し',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'この呼び出しをデコードできませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnknownMethod':
    'このリクエスト（{method}）をデコードできませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableChainId': 'チェーンID「{chainId}」を読み取れませんでした。',
  'approval.warningUnreadableTypedData':
    '型付きデータを読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableMessage':
    'メッセージを読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableTransaction':
    'トランザクションを読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableBatch':
    'このバッチの呼び出しを読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadablePermit':
    'この署名に含まれるトークンの許可を読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableCallData':
    '呼び出しデータを読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableRecipient':
    '宛先「{value}」を読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableValue':
    '金額「{value}」を読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnreadableFeeField':
    '手数料フィールド{field}の値「{value}」を読み取れませんでした。 このサイトを信頼できる場合にのみ承認してください。',
  'approval.warningUnlimited': '無制限の承認: {spender}は、保有しているすべての{token}を使用できます',
  'approval.warningApprovalForAll':
    '一括承認: {operator}は、コレクション{collection}で保有しているすべてのトークンを転送できます',
  'approval.warningNotText':
    'このメッセージは読み取り可能なテキストではありません。このサイトを信頼できる場合にのみ署名してください。',
  'approval.warningDeployment':
    'このトランザクションには宛先がありません。新しいコントラクトをデプロイします。',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{to}に{amount}を送金',
  'approval.deployWithValue': '{amount}を送金してコントラクトをデプロイ',
  'approval.transfer': '{recipient}に{amount}を転送',
  'approval.transferFrom': '{from}から{recipient}に{amount}を転送',
  'approval.approveUnlimited': '{spender}による{token}の無制限の使用を承認',
  'approval.approveAmount': '{spender}による{amount}の使用を承認',
  'approval.allowAll': '{operator}に、コレクション{collection}で保有しているすべてのトークンの転送を許可',
  'approval.revokeAll': 'コレクション{collection}での{operator}への一括承認を取り消し',
  'approval.callUndecodableFunction':
    'デコードできないデータで{to}を呼び出し（関数{selector}、{bytes}バイト）',
  'approval.callUndecodable': 'デコードできないデータで{to}を呼び出し（{bytes}バイト）',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender}による{amount}の使用を許可',
  'approval.permitUntil': '{deadline}まで、{spender}による{amount}の使用を許可',
  /** Parts of the lines above. */
  'approval.aNewContract': '新しいコントラクト',
  'approval.unreadableAmount': '読み取れない金額',
  'approval.unlimitedToken': '無制限の{token}',
  'approval.tokensOf': '{token}のトークン',
  'approval.amountOfToken': 'トークン{token}の{amount}',
  'approval.baseUnitsToken': '{units}基本単位（トークンの小数点以下桁数は不明）',
  'approval.baseUnitsNative': '{units}基本単位（ネイティブ通貨は不明）',
  /** The fields of a request. */
  'approval.unknownChain': '不明',
  'approval.call': '呼び出し',
  'approval.callNumber': '呼び出し{number}',
  'approval.to': '宛先',
  'approval.value': '金額',
  'approval.token': 'トークン',
  'approval.data': 'データ',
  'approval.newContract': '新しいコントラクト',
  'approval.unreadable': '読み取り不可',
  'approval.dataDetail': '{selector}（{bytes}バイト）',
  'approval.notHex': '16進数ではありません',
  'approval.gasLimit': 'ガスリミット',
  'approval.gasPrice': 'ガス価格',
  'approval.maxFeePerGas': 'ガスあたりの最大手数料',
  'approval.maxPriorityFee': '最大優先手数料',
  'approval.maxNetworkFee': '最大ネットワーク手数料',
  'approval.messageOfType': 'メッセージ（{type}）',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': '表示されていないフィールドがほかにもあります',
}
