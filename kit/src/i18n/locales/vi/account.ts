import type { MessagesOf } from '../../Messages.js'
import type { accountMessages as english } from '../en/account.js'

/** account: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const accountMessages: MessagesOf<typeof english> = {
  'walletReceive.qrCodeOfYour': 'Mã QR địa chỉ của bạn',
  'walletReceive.receiveOnTheseNetworks': 'Nhận trên các mạng sau',
  'walletReceive.thisIsASmart':
    'Đây là tài khoản thông minh: chỉ gửi đến tài khoản này trên các mạng ở trên, nơi tài khoản tồn tại. Tiền gửi trên mạng khác có thể bị mất.',
  'registerAccountNameSuccess.yourAccountIsNow': 'Tài khoản của bạn giờ có tên',
  'smartSessions.appsYouAllowedTo':
    'Các ứng dụng bạn đã cho phép thay mặt tài khoản của bạn thực hiện thao tác mà không cần hỏi mỗi lần. Thu hồi một ứng dụng để lấy lại các quyền đã cấp.',
  'smartSessions.sessionsCouldNotBe': 'Không thể tải các phiên',
  'smartSessions.noSmartSessions': 'Không có phiên thông minh nào',
  'smartSessions.whenAnAppAsks':
    'Khi một ứng dụng xin quyền thay mặt tài khoản của bạn, phiên của ứng dụng đó sẽ hiển thị ở đây và bạn có thể thu hồi.',
  'activityDetail.thisTransactionIsNo': 'Giao dịch này không còn khả dụng.',
  'activityDetail.transactionDetails': 'Chi tiết giao dịch',
  'activityDetail.viewOn': 'Xem trên {explorer}',
  'walletSend.thereIsNothingTo': 'Chưa có gì để gửi.',
  'registerAccountName.chooseANameFor':
    'Chọn một tên cho tài khoản của bạn. Ứng dụng và mọi người có thể dùng tên này thay cho địa chỉ của bạn.',
  'connectingSiwe.needsToConnectTo': '{app} cần kết nối với ví của bạn',
  'connectingSiwe.signThisMessageTo':
    'Ký thông điệp này để chứng minh bạn sở hữu ví này và tiếp tục. Nếu hủy, bạn sẽ bị ngắt kết nối.',
  'connectingSiwe.signatureDeclinedSignTo':
    'Đã từ chối chữ ký. Hãy ký để tiếp tục, hoặc hủy để ngắt kết nối.',
  'activityEmpty.activityIsNotAvailable': 'Mạng này không hỗ trợ xem hoạt động',
  'activityEmpty.switchToANetwork': 'Hãy chuyển sang mạng có hỗ trợ xem hoạt động.',
  'activityEmpty.noActivityYet': 'Chưa có hoạt động nào',
  'activityEmpty.yourTransactionsOnThis': 'Các giao dịch của bạn trên mạng này sẽ hiển thị ở đây.',
  'tokensTab.loadingTokens': 'Đang tải token',
  'tokensTab.tokenBalanceUnavailable': 'Số dư token không khả dụng',
  'tokensTab.noTokensYet': 'Chưa có token nào',
  'tokensTab.tokensYouHoldOn': 'Các token bạn nắm giữ trên mạng này sẽ hiển thị ở đây.',
  'tokensTab.totalBalance': 'Tổng số dư',
  'tokensTab.tokens': 'Token',
  'accountNameEntry.chooseAName': 'Chọn tên',
  'accountTabs.account': 'Tài khoản',
  'activityTab.loadingActivity': 'Đang tải hoạt động',
  'activityTab.pendingTransactions': 'Giao dịch đang chờ xử lý',
  'activityTab.loadingMoreActivity': 'Đang tải thêm hoạt động',
  'sendReceiverField.addressOrName': 'Địa chỉ hoặc tên',
  'accountEmail.updateEmail': 'Cập nhật email',
  'sendTokenPicker.selectATokenTo': 'Chọn token để gửi',
  'accountTypeSwitch.accountType': 'Loại tài khoản',
  'nftsEmpty.nftsAreUnavailableOn': 'NFT không khả dụng trên mạng này',
  'nftsEmpty.switchToANetwork': 'Hãy chuyển sang mạng có hỗ trợ NFT.',
  'nftsEmpty.nftsCouldNotBe': 'Không thể tải NFT',
  'nftsEmpty.noNftsYet': 'Chưa có NFT nào',
  'nftsEmpty.nftsYouOwnOn': 'Các NFT bạn sở hữu trên mạng này sẽ hiển thị ở đây.',
  'sendForm.previewSend': 'Xem trước giao dịch',
  'accountSocial.account': 'Tài khoản {provider}',
  'sendPreview.sendSummary': 'Tóm tắt giao dịch gửi',
  'sendPreview.network': 'Mạng',
  'sendPreview.edit': 'Chỉnh sửa',
  'accountNamespaceSwitch.accounts': 'Tài khoản',
  'nftsTab.loadingNfts': 'Đang tải NFT',
  'nftsTab.nfts': 'NFT',
  'nftsTab.loadingMoreNfts': 'Đang tải thêm NFT',
  /** The link text when the network names no block explorer: "View on block explorer". */
  'activityDetail.blockExplorer': 'trình khám phá khối',
  'connectingSiwe.signedIn': 'Đã đăng nhập',
  'registerAccountName.signInWallet': 'Ký trong ví của bạn',
  'accountTypeSwitch.eoa': 'EOA',
  'accountTypeSwitch.smartAccount': 'Tài khoản thông minh',
  'accountTypeSwitch.toEoa': 'Chuyển sang EOA',
  'accountTypeSwitch.toSmartAccount': 'Chuyển sang tài khoản thông minh',
  'accountTypeSwitch.smartAccountFailed':
    'Không thể dùng tài khoản thông minh của bạn: bạn vẫn tiếp tục dùng EOA.',
  'accountTypeSwitch.eoaFailed': 'Chưa hoàn tất việc chuyển sang EOA của bạn.',
  'accountActions.buy': 'Mua',
  'accountActions.swap': 'Hoán đổi',
  'accountActions.receive': 'Nhận',
  'accountActions.send': 'Gửi',
  'accountTabs.tokens': 'Token',
  'accountTabs.nfts': 'NFT',
  'accountTabs.activity': 'Hoạt động',
  'connectingSiwe.signing': 'Đang ký…',
  'connectingSiwe.sign': 'Ký',
  'registerAccountName.registering': 'Đang đăng ký',
  'registerAccountName.registerNamed': 'Đăng ký {name}',
  'registerAccountName.register': 'Đăng ký tên',
  'nftsEmpty.receiveAnNft': 'Nhận NFT',
  'sendPreview.confirmInWallet': 'Xác nhận trong ví',
  'sendTokenPicker.back': 'Quay lại gửi',
  /** The token button of the amount field, read by screen readers: "Token: ETH". */
  'sendAmountField.token': 'Token: {symbol}',
  /** The network fee of the send preview while it is estimated. */
  'sendPreview.estimatingFee': 'Đang ước tính…',
  /** The network fee of the send preview when it could not be estimated. */
  'sendPreview.feeUnavailable': 'Không khả dụng',
  /** The send amount is over the token's balance. */
  'send.insufficientBalance': 'Số dư không đủ',
  /** Under "Token Balance Unavailable". */
  'tokensTab.balancesDidNotLoad': 'Không tải được số dư. Tiền của bạn không bị ảnh hưởng.',
  'tokensTab.noBalancesOnNetwork': 'Mạng này không có số dư nào.',
  /** A namespace with no account yet, in Account's switch: "Solana: connect a wallet" (screen readers), and its tooltip. */
  'accountNamespaceSwitch.connectLabel': '{namespace}: kết nối ví',
  'accountNamespaceSwitch.connectTitle': 'Kết nối ví {namespace}',
  /** Activity's titles, by operation type. */
  'activity.approved': 'Đã phê duyệt',
  'activity.borrowed': 'Đã vay',
  'activity.burned': 'Đã đốt',
  /** An onramp purchase. */
  'activity.bought': 'Đã mua',
  'activity.cancelled': 'Đã hủy',
  'activity.claimed': 'Đã nhận về',
  'activity.deployed': 'Đã triển khai',
  'activity.deposited': 'Đã nạp',
  'activity.executed': 'Đã thực thi',
  'activity.minted': 'Đã đúc',
  'activity.received': 'Đã nhận',
  'activity.repaid': 'Đã trả nợ',
  'activity.sent': 'Đã gửi',
  'activity.staked': 'Đã stake',
  'activity.swapped': 'Đã hoán đổi',
  'activity.unstaked': 'Đã hủy stake',
  'activity.withdrawn': 'Đã rút',
  /** A transaction the kit sent whose receipt has not come yet. */
  'activity.sending': 'Đang gửi',
  /** An operation type the kit does not know, by the history's own name for it ("Bridge"). */
  'activity.otherOperation': '{name}',
  /** A transaction's status, in its row and its detail. */
  'activity.confirmed': 'Đã xác nhận',
  'activity.failed': 'Thất bại',
  'activity.pending': 'Đang chờ xử lý',
  /** Who a transaction went to or came from, under its title: "to 0x70…dc79C8". */
  'activity.toAddress': 'đến {address}',
  'activity.fromAddress': 'từ {address}',
  /** The rows of a transaction's detail. */
  'activityDetail.status': 'Trạng thái',
  'activityDetail.from': 'Từ',
  'activityDetail.to': 'Đến',
  'activityDetail.network': 'Mạng',
  'activityDetail.date': 'Ngày',
  'activityDetail.transaction': 'Giao dịch',
}
