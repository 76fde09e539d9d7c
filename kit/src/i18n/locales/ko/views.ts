import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': '멀티체인 지갑에 연결할 체인을 선택하세요',
  'connectingMultiChain.chains': '체인',
  'buy.loadingWhatYouCan': '구매 가능한 자산 불러오는 중…',
  'connect.or': '또는',
  'unsupportedChain.yourWalletIsOn':
    '지갑이 이 앱에서 지원하지 않는 네트워크에 있습니다. 계속하려면 다음 중 하나로 전환하세요.',
  'swap.swapsAreNotAvailable': '{network}에서는 스왑을 사용할 수 없습니다.',
  'swap.thereIsNothingTo': '아직 스왑할 자산이 없습니다.',
  'account.blockExplorer': '블록 탐색기',
  'connectingExternal.acceptTheConnectionRequest': '지갑에서 연결 요청을 수락하세요.',
  'signMessage.embedded': '임베디드 지갑으로 이 메시지에 서명하세요.',
  'signMessage.inWallet': '계속하려면 지갑에서 메시지에 서명하세요.',
  'approveTransaction.embedded': '임베디드 지갑에서 이 트랜잭션을 승인하세요.',
  'approveTransaction.inWallet': '지갑에서 트랜잭션을 검토하고 승인하세요.',
  'connectingExternal.declined': '{name}에서 요청을 거부했습니다.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': '연결됨',
}
