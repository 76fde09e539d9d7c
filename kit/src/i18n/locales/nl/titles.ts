import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as enTitlesMessages } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof enTitlesMessages> = {
  'title.connect': 'Wallet verbinden',
  'title.account': 'Account',
  'title.allWallets': 'Alle wallets',
  'title.connectingExternal': 'Externe wallet verbinden',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Blockchain selecteren',
  'title.networks': 'Netwerk kiezen',
  'title.unsupportedChain': 'Ander netwerk kiezen',
  'title.signMessage': 'Bericht ondertekenen',
  'title.approveTransaction': 'Transactie goedkeuren',
  'title.emailVerifyOtp': 'E-mail bevestigen',
  'title.emailVerifyDevice': 'Apparaat registreren',
  'title.farcaster': 'Farcaster',
  'title.social': 'Inloggen via sociale media',
  'title.updateEmail': 'E-mail wijzigen',
  'title.send': 'Versturen',
  'title.receive': 'Ontvangen',
  'title.siwe': 'Inloggen',
  'title.swap': 'Swappen',
  'title.buy': 'Crypto kopen',
  'title.activityDetail': 'Transactie',
  'title.registerAccountName': 'Kies een naam',
  'title.registerAccountNameSuccess': 'Naam geregistreerd',
  'title.smartSessions': 'Smart sessies',
  'title.connectNamespace': '{namespace}-wallet verbinden',
}
