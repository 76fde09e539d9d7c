import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as english } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof english> = {
  'connectingMultiChain.selectWhichChainTo': 'マルチチェーンウォレットに接続するチェーンを選択してください',
  'connectingMultiChain.chains': 'チェーン',
  'buy.loadingWhatYouCan': '購入できる暗号資産を読み込み中…',
  'connect.or': 'または',
  'unsupportedChain.yourWalletIsOn':
    'ウォレットが、このアプリでサポートされていないネットワークに接続されています。続行するには、次のいずれかに切り替えてください。',
  'swap.swapsAreNotAvailable': '{network}ではスワップを利用できません。',
  'swap.thereIsNothingTo': 'スワップできる資産がまだありません。',
  'account.blockExplorer': 'ブロックエクスプローラー',
  'connectingExternal.acceptTheConnectionRequest': 'ウォレットで接続リクエストを承認してください。',
  'signMessage.embedded': '埋め込みウォレットでこのメッセージに署名してください。',
  'signMessage.inWallet': '続行するには、ウォレットでメッセージに署名してください。',
  'approveTransaction.embedded': '埋め込みウォレットでこのトランザクションを承認してください。',
  'approveTransaction.inWallet': 'ウォレットでトランザクションを確認して承認してください。',
  'connectingExternal.declined': '{name}でリクエストが拒否されました。',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': '接続済み',
}
