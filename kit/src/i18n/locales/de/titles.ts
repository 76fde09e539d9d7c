import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as enTitlesMessages } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof enTitlesMessages> = {
  'title.connect': 'Wallet verbinden',
  'title.account': 'Konto',
  'title.allWallets': 'Alle Wallets',
  'title.connectingExternal': 'Externe Wallet verbinden',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Chain auswählen',
  'title.networks': 'Netzwerk wählen',
  'title.unsupportedChain': 'Netzwerk wechseln',
  'title.signMessage': 'Nachricht signieren',
  'title.approveTransaction': 'Transaktion bestätigen',
  'title.emailVerifyOtp': 'E-Mail bestätigen',
  'title.emailVerifyDevice': 'Gerät registrieren',
  'title.farcaster': 'Farcaster',
  'title.social': 'Social Login',
  'title.updateEmail': 'E-Mail ändern',
  'title.send': 'Senden',
  'title.receive': 'Empfangen',
  'title.siwe': 'Anmelden',
  'title.swap': 'Tauschen',
  'title.buy': 'Krypto kaufen',
  'title.activityDetail': 'Transaktion',
  'title.registerAccountName': 'Namen wählen',
  'title.registerAccountNameSuccess': 'Name registriert',
  'title.smartSessions': 'Smart-Sitzungen',
  'title.connectNamespace': '{namespace}-Wallet verbinden',
}
