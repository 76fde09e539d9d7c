import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'Miền',
  'typedDataDetails.domainFields': 'Các trường miền',
  'typedDataDetails.messageFields': 'Các trường thông điệp',
  'requestWarnings.warnings': 'Cảnh báo',
  'requestDetails.messageHexBytes': 'Thông điệp (byte hex)',
  'callList.calls': 'Lệnh gọi',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Không thể giải mã lệnh gọi này. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnknownMethod':
    'Không thể giải mã yêu cầu này ({method}). Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableChainId': 'Không thể đọc ID chuỗi {chainId}.',
  'approval.warningUnreadableTypedData':
    'Không thể đọc dữ liệu có cấu trúc (typed data). Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableMessage':
    'Không thể đọc thông điệp. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableTransaction':
    'Không thể đọc giao dịch. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableBatch':
    'Không thể đọc các lệnh gọi trong lô này. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadablePermit':
    'Không thể đọc một quyền dùng token trong chữ ký này. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableCallData':
    'Không thể đọc dữ liệu lệnh gọi. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableRecipient':
    'Không thể đọc người nhận {value}. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableValue':
    'Không thể đọc giá trị {value}. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnreadableFeeField':
    'Không thể đọc trường phí {field} {value}. Chỉ phê duyệt nếu bạn tin tưởng trang web này.',
  'approval.warningUnlimited': 'Phê duyệt không giới hạn: {spender} có thể chi tiêu toàn bộ {token} của bạn',
  'approval.warningApprovalForAll':
    'Phê duyệt tất cả: {operator} có thể chuyển mọi token bạn nắm giữ trong bộ sưu tập {collection}',
  'approval.warningNotText':
    'Thông điệp này không phải là văn bản đọc được. Chỉ ký nếu bạn tin tưởng trang web này.',
  'approval.warningDeployment':
    'Giao dịch này không có người nhận: giao dịch sẽ triển khai một hợp đồng mới.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Gửi {amount} đến {to}',
  'approval.deployWithValue': 'Triển khai một hợp đồng, gửi kèm {amount}',
  'approval.transfer': 'Chuyển {amount} đến {recipient}',
  'approval.transferFrom': 'Chuyển {amount} từ {from} đến {recipient}',
  'approval.approveUnlimited': 'Phê duyệt cho {spender} chi tiêu không giới hạn {token}',
  'approval.approveAmount': 'Phê duyệt cho {spender} chi tiêu {amount}',
  'approval.allowAll': 'Cho phép {operator} chuyển tất cả token của bạn trong bộ sưu tập {collection}',
  'approval.revokeAll': 'Thu hồi quyền phê duyệt tất cả của {operator} trong bộ sưu tập {collection}',
  'approval.callUndecodableFunction': 'Gọi {to} với dữ liệu không thể giải mã (hàm {selector}, {bytes} byte)',
  'approval.callUndecodable': 'Gọi {to} với dữ liệu không thể giải mã ({bytes} byte)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Cấp quyền cho {spender} chi tiêu {amount}',
  'approval.permitUntil': 'Cấp quyền cho {spender} chi tiêu {amount} cho đến {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'một hợp đồng mới',
  'approval.unreadableAmount': 'một số tiền không đọc được',
  'approval.unlimitedToken': 'không giới hạn {token}',
  'approval.tokensOf': 'token {token}',
  'approval.amountOfToken': '{amount} của token {token}',
  'approval.baseUnitsToken': '{units} đơn vị cơ sở (không rõ số chữ số thập phân của token)',
  'approval.baseUnitsNative': '{units} đơn vị cơ sở (không rõ tiền tệ gốc)',
  /** The fields of a request. */
  'approval.unknownChain': 'Không xác định',
  'approval.call': 'Lệnh gọi',
  'approval.callNumber': 'Lệnh gọi {number}',
  'approval.to': 'Đến',
  'approval.value': 'Giá trị',
  'approval.token': 'Token',
  'approval.data': 'Dữ liệu',
  'approval.newContract': 'Hợp đồng mới',
  'approval.unreadable': 'Không đọc được',
  'approval.dataDetail': '{selector} ({bytes} byte)',
  'approval.notHex': 'không phải hex',
  'approval.gasLimit': 'Giới hạn gas',
  'approval.gasPrice': 'Giá gas',
  'approval.maxFeePerGas': 'Phí tối đa mỗi đơn vị gas',
  'approval.maxPriorityFee': 'Phí ưu tiên tối đa',
  'approval.maxNetworkFee': 'Phí mạng tối đa',
  'approval.messageOfType': 'Thông điệp ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'còn các trường khác không được hiển thị',
}
