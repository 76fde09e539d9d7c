import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': '选择要连接到您的多链钱包的链',
  'connectingMultiChain.chains': '链',
  'buy.loadingWhatYouCan': '正在加载可购买的资产…',
  'connect.or': '或',
  'unsupportedChain.yourWalletIsOn': '您的钱包当前所在的网络不受此应用支持。请切换到以下网络之一以继续。',
  'swap.swapsAreNotAvailable': '{network} 上不支持兑换。',
  'swap.thereIsNothingTo': '暂无可兑换的资产。',
  'account.blockExplorer': '区块浏览器',
  'connectingExternal.acceptTheConnectionRequest': '请在钱包中接受连接请求。',
  'signMessage.embedded': '请使用内嵌钱包签署此消息。',
  'signMessage.inWallet': '请在钱包中签署消息以继续。',
  'approveTransaction.embedded': '请在内嵌钱包中批准此交易。',
  'approveTransaction.inWallet': '请在钱包中查看并批准交易。',
  'connectingExternal.declined': '您已在 {name} 中拒绝请求。',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': '已连接',
}
