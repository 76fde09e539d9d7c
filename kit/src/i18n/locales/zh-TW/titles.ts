import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': '連接錢包',
  'title.account': '帳戶',
  'title.allWallets': '所有錢包',
  'title.connectingExternal': '正在連線',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': '選擇鏈',
  'title.networks': '選擇網路',
  'title.unsupportedChain': '切換網路',
  'title.signMessage': '簽署訊息',
  'title.approveTransaction': '核准交易',
  'title.emailVerifyOtp': '驗證電子郵件',
  'title.emailVerifyDevice': '註冊裝置',
  'title.farcaster': 'Farcaster',
  'title.social': '社群登入',
  'title.updateEmail': '變更電子郵件',
  'title.send': '傳送',
  'title.receive': '接收',
  'title.siwe': '登入',
  'title.swap': '兌換',
  'title.buy': '購買加密貨幣',
  'title.activityDetail': '交易',
  'title.registerAccountName': '選擇名稱',
  'title.registerAccountNameSuccess': '名稱已註冊',
  'title.smartSessions': '智慧工作階段',
  'title.connectNamespace': '連接 {namespace} 錢包',
}
