import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': 'ウォレットを接続',
  'title.account': 'アカウント',
  'title.allWallets': 'すべてのウォレット',
  'title.connectingExternal': '接続中',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'チェーンを選択',
  'title.networks': 'ネットワークを選択',
  'title.unsupportedChain': 'ネットワークを切り替え',
  'title.signMessage': 'メッセージに署名',
  'title.approveTransaction': 'トランザクションを承認',
  'title.emailVerifyOtp': 'メールアドレスの確認',
  'title.emailVerifyDevice': 'デバイスの登録',
  'title.farcaster': 'Farcaster',
  'title.social': 'ソーシャルログイン',
  'title.updateEmail': 'メールアドレスの変更',
  'title.send': '送金',
  'title.receive': '受取',
  'title.siwe': 'サインイン',
  'title.swap': 'スワップ',
  'title.buy': '暗号資産を購入',
  'title.activityDetail': 'トランザクション',
  'title.registerAccountName': '名前を選択',
  'title.registerAccountNameSuccess': '名前を登録しました',
  'title.smartSessions': 'スマートセッション',
  'title.connectNamespace': '{namespace}ウォレットを接続',
}
