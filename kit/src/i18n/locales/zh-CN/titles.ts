import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': '连接钱包',
  'title.account': '账户',
  'title.allWallets': '所有钱包',
  'title.connectingExternal': '正在连接',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': '选择链',
  'title.networks': '选择网络',
  'title.unsupportedChain': '切换网络',
  'title.signMessage': '签署消息',
  'title.approveTransaction': '批准交易',
  'title.emailVerifyOtp': '验证邮箱',
  'title.emailVerifyDevice': '注册设备',
  'title.farcaster': 'Farcaster',
  'title.social': '社交登录',
  'title.updateEmail': '更改邮箱',
  'title.send': '发送',
  'title.receive': '接收',
  'title.siwe': '登录',
  'title.swap': '兑换',
  'title.buy': '购买加密货币',
  'title.activityDetail': '交易',
  'title.registerAccountName': '选择名称',
  'title.registerAccountNameSuccess': '名称已注册',
  'title.smartSessions': '智能会话',
  'title.connectNamespace': '连接 {namespace} 钱包',
}
