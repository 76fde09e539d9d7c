import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as english } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof english> = {
  'title.connect': '지갑 연결',
  'title.account': '계정',
  'title.allWallets': '모든 지갑',
  'title.connectingExternal': '외부 지갑 연결 중',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': '체인 선택',
  'title.networks': '네트워크 선택',
  'title.unsupportedChain': '네트워크 전환',
  'title.signMessage': '메시지 서명',
  'title.approveTransaction': '트랜잭션 승인',
  'title.emailVerifyOtp': '이메일 인증',
  'title.emailVerifyDevice': '기기 등록',
  'title.farcaster': 'Farcaster',
  'title.social': '소셜 로그인',
  'title.updateEmail': '이메일 변경',
  'title.send': '보내기',
  'title.receive': '받기',
  'title.siwe': '로그인',
  'title.swap': '스왑',
  'title.buy': '암호화폐 구매',
  'title.activityDetail': '트랜잭션',
  'title.registerAccountName': '이름 선택',
  'title.registerAccountNameSuccess': '이름 등록 완료',
  'title.smartSessions': '스마트 세션',
  'title.connectNamespace': '{namespace} 지갑 연결',
}
