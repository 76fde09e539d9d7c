import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as enTitlesMessages } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof enTitlesMessages> = {
  'title.connect': 'Connetti wallet',
  'title.account': 'Account',
  'title.allWallets': 'Tutti i wallet',
  'title.connectingExternal': 'Connessione al wallet esterno',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Seleziona catena',
  'title.networks': 'Scegli la rete',
  'title.unsupportedChain': 'Cambia rete',
  'title.signMessage': 'Firma messaggio',
  'title.approveTransaction': 'Approva transazione',
  'title.emailVerifyOtp': 'Conferma email',
  'title.emailVerifyDevice': 'Registra dispositivo',
  'title.farcaster': 'Farcaster',
  'title.social': 'Accesso social',
  'title.updateEmail': 'Modifica email',
  'title.send': 'Invia',
  'title.receive': 'Ricevi',
  'title.siwe': 'Accedi',
  'title.swap': 'Scambia',
  'title.buy': 'Acquista crypto',
  'title.activityDetail': 'Transazione',
  'title.registerAccountName': 'Scegli un nome',
  'title.registerAccountNameSuccess': 'Nome registrato',
  'title.smartSessions': 'Sessioni smart',
  'title.connectNamespace': 'Connetti wallet {namespace}',
}
