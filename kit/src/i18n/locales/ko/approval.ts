import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': '도메인',
  'typedDataDetails.domainFields': '도메인 필드',
  'typedDataDetails.messageFields': '메시지 필드',
  'requestWarnings.warnings': '경고',
  'requestDetails.messageHexBytes': '메시지(16진수 바이트)',
  'callList.calls': '호출',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': '이 호출을 디코딩할 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnknownMethod':
    '이 요청({method})을 디코딩할 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableChainId': '체인 ID를 읽을 수 없습니다: {chainId}',
  'approval.warningUnreadableTypedData':
    '타입 지정 데이터를 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableMessage': '메시지를 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableTransaction':
    '트랜잭션을 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableBatch':
    '이 배치의 호출을 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadablePermit':
    '이 서명에 포함된 토큰 권한을 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableCallData':
    '호출 데이터를 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableRecipient':
    '받는 주소({value})를 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableValue':
    '금액({value})을 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnreadableFeeField':
    '수수료 필드 {field}의 값({value})을 읽을 수 없습니다. 이 사이트를 신뢰하는 경우에만 승인하세요.',
  'approval.warningUnlimited': '무제한 승인: {spender} 주소가 내 {token} 전체를 사용할 수 있습니다',
  'approval.warningApprovalForAll':
    '전체 승인: {operator} 주소가 {collection} 컬렉션에서 내가 보유한 모든 토큰을 전송할 수 있습니다',
  'approval.warningNotText':
    '이 메시지는 읽을 수 있는 텍스트가 아닙니다. 이 사이트를 신뢰하는 경우에만 서명하세요.',
  'approval.warningDeployment': '이 트랜잭션에는 받는 주소가 없습니다. 새 컨트랙트를 배포합니다.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{to} 주소로 {amount} 보내기',
  'approval.deployWithValue': '컨트랙트 배포 및 {amount} 보내기',
  'approval.transfer': '{recipient} 주소로 {amount} 전송',
  'approval.transferFrom': '{from} 주소에서 {recipient} 주소로 {amount} 전송',
  'approval.approveUnlimited': '{spender} 주소에 {token} 무제한 사용 승인',
  'approval.approveAmount': '{spender} 주소에 {amount} 사용 승인',
  'approval.allowAll': '{operator} 주소에 {collection} 컬렉션의 내 모든 토큰 전송 허용',
  'approval.revokeAll': '{collection} 컬렉션에서 {operator} 주소의 전체 승인 철회',
  'approval.callUndecodableFunction': '디코딩할 수 없는 데이터로 {to} 호출(함수 {selector}, {bytes}바이트)',
  'approval.callUndecodable': '디코딩할 수 없는 데이터로 {to} 호출({bytes}바이트)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender} 주소에 {amount} 사용 허가',
  'approval.permitUntil': '{deadline}까지 {spender} 주소에 {amount} 사용 허가',
  /** Parts of the lines above. */
  'approval.aNewContract': '새 컨트랙트',
  'approval.unreadableAmount': '읽을 수 없는 금액',
  'approval.unlimitedToken': '무제한 {token}',
  'approval.tokensOf': '{token} 토큰',
  'approval.amountOfToken': '{token} 토큰 {amount}',
  'approval.baseUnitsToken': '{units} 기본 단위(토큰 소수 자릿수 알 수 없음)',
  'approval.baseUnitsNative': '{units} 기본 단위(네이티브 통화 알 수 없음)',
  /** The fields of a request. */
  'approval.unknownChain': '알 수 없음',
  'approval.call': '호출',
  'approval.callNumber': '호출 {number}',
  'approval.to': '대상',
  'approval.value': '금액',
  'approval.token': '토큰',
  'approval.data': '데이터',
  'approval.newContract': '새 컨트랙트',
  'approval.unreadable': '읽을 수 없음',
  'approval.dataDetail': '{selector}({bytes}바이트)',
  'approval.notHex': '16진수 아님',
  'approval.gasLimit': '가스 한도',
  'approval.gasPrice': '가스 가격',
  'approval.maxFeePerGas': '가스당 최대 수수료',
  'approval.maxPriorityFee': '최대 우선순위 수수료',
  'approval.maxNetworkFee': '최대 네트워크 수수료',
  'approval.messageOfType': '메시지({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': '표시되지 않은 필드 더 있음',
}
