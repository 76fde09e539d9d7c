import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as en } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof en> = {
  'title.connect': 'Cüzdan bağla',
  'title.account': 'Hesap',
  'title.allWallets': 'Tüm cüzdanlar',
  'title.connectingExternal': 'Harici cüzdan bağlanıyor',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Zincir seç',
  'title.networks': 'Ağ seç',
  'title.unsupportedChain': 'Ağ değiştir',
  'title.signMessage': 'Mesajı imzala',
  'title.approveTransaction': 'İşlemi onayla',
  'title.emailVerifyOtp': 'E-postayı doğrula',
  'title.emailVerifyDevice': 'Cihazı kaydet',
  'title.farcaster': 'Farcaster',
  'title.social': 'Sosyal giriş',
  'title.updateEmail': 'E-postayı değiştir',
  'title.send': 'Gönder',
  'title.receive': 'Al',
  'title.siwe': 'Giriş yap',
  'title.swap': 'Takas',
  'title.buy': 'Kripto satın al',
  'title.activityDetail': 'İşlem',
  'title.registerAccountName': 'Ad seç',
  'title.registerAccountNameSuccess': 'Ad kaydedildi',
  'title.smartSessions': 'Akıllı oturumlar',
  'title.connectNamespace': '{namespace} cüzdanı bağla',
}
