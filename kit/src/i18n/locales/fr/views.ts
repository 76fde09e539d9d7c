import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as enViewsMessages } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof enViewsMessages> = {
  'connectingMultiChain.selectWhichChainTo':
    'Sélectionnez la chaîne à connecter à votre portefeuille multichaîne',
  'connectingMultiChain.chains': 'Chaînes',
  'buy.loadingWhatYouCan': "Chargement des options d'achat…",
  'connect.or': 'ou',
  'unsupportedChain.yourWalletIsOn':
    "Votre portefeuille est sur un réseau que cette application ne prend pas en charge. Passez à l'un de ceux-ci pour continuer.",
  'swap.swapsAreNotAvailable': 'Les échanges ne sont pas disponibles sur {network}.',
  'swap.thereIsNothingTo': "Il n'y a encore rien à échanger.",
  'account.blockExplorer': 'Explorateur de blocs',
  'connectingExternal.acceptTheConnectionRequest':
    'Acceptez la demande de connexion dans votre portefeuille.',
  'signMessage.embedded': 'Signez ce message avec votre portefeuille intégré.',
  'signMessage.inWallet': 'Signez le message dans votre portefeuille pour continuer.',
  'approveTransaction.embedded': 'Approuvez cette transaction depuis votre portefeuille intégré.',
  'approveTransaction.inWallet': 'Vérifiez et approuvez la transaction dans votre portefeuille.',
  'connectingExternal.declined': 'Vous avez refusé la demande dans {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Connectée',
}
