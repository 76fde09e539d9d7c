import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as enTitlesMessages } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof enTitlesMessages> = {
  'title.connect': 'Connecter un portefeuille',
  'title.account': 'Compte',
  'title.allWallets': 'Tous les portefeuilles',
  'title.connectingExternal': 'Connexion du portefeuille externe',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Sélectionner une chaîne',
  'title.networks': 'Choisir un réseau',
  'title.unsupportedChain': 'Changer de réseau',
  'title.signMessage': 'Signer le message',
  'title.approveTransaction': 'Approuver la transaction',
  'title.emailVerifyOtp': "Confirmer l'e-mail",
  'title.emailVerifyDevice': "Enregistrer l'appareil",
  'title.farcaster': 'Farcaster',
  'title.social': 'Connexion sociale',
  'title.updateEmail': "Modifier l'e-mail",
  'title.send': 'Envoyer',
  'title.receive': 'Recevoir',
  'title.siwe': 'Se connecter',
  'title.swap': 'Échanger',
  'title.buy': 'Acheter des cryptos',
  'title.activityDetail': 'Transaction',
  'title.registerAccountName': 'Choisir un nom',
  'title.registerAccountNameSuccess': 'Nom enregistré',
  'title.smartSessions': 'Sessions intelligentes',
  'title.connectNamespace': 'Connecter un portefeuille {namespace}',
}
