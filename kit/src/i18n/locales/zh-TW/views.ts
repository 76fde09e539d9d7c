import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': '選擇要連接至多鏈錢包的鏈',
  'connectingMultiChain.chains': '鏈',
  'buy.loadingWhatYouCan': '正在載入可購買的資產…',
  'connect.or': '或',
  'unsupportedChain.yourWalletIsOn':
    '您的錢包目前所在的網路不受此應用程式支援。請切換至下列其中一個網路以繼續。',
  'swap.swapsAreNotAvailable': '{network} 上無法使用兌換。',
  'swap.thereIsNothingTo': '目前沒有可兌換的資產。',
  'account.blockExplorer': '區塊瀏覽器',
  'connectingExternal.acceptTheConnectionRequest': '請在錢包中接受連線要求。',
  'signMessage.embedded': '請使用內嵌錢包簽署此訊息。',
  'signMessage.inWallet': '請在錢包中簽署訊息以繼續。',
  'approveTransaction.embedded': '請在內嵌錢包中核准此交易。',
  'approveTransaction.inWallet': '請在錢包中檢視並核准交易。',
  'connectingExternal.declined': '您已在 {name} 中拒絕要求。',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': '已連線',
}
