import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as enViewsMessages } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof enViewsMessages> = {
  'connectingMultiChain.selectWhichChainTo':
    'Wählen Sie, welche Chain Sie mit Ihrer Multi-Chain-Wallet verbinden möchten',
  'connectingMultiChain.chains': 'Chains',
  'buy.loadingWhatYouCan': 'Kaufoptionen werden geladen …',
  'connect.or': 'oder',
  'unsupportedChain.yourWalletIsOn':
    'Ihre Wallet ist mit einem Netzwerk verbunden, das diese App nicht unterstützt. Wechseln Sie zu einem dieser Netzwerke, um fortzufahren.',
  'swap.swapsAreNotAvailable': 'Swaps sind auf {network} nicht verfügbar.',
  'swap.thereIsNothingTo': 'Es gibt noch nichts zu tauschen.',
  'account.blockExplorer': 'Block-Explorer',
  'connectingExternal.acceptTheConnectionRequest': 'Akzeptieren Sie die Verbindungsanfrage in Ihrer Wallet.',
  'signMessage.embedded': 'Signieren Sie diese Nachricht mit Ihrer eingebetteten Wallet.',
  'signMessage.inWallet': 'Signieren Sie die Nachricht in Ihrer Wallet, um fortzufahren.',
  'approveTransaction.embedded': 'Bestätigen Sie diese Transaktion in Ihrer eingebetteten Wallet.',
  'approveTransaction.inWallet': 'Prüfen und bestätigen Sie die Transaktion in Ihrer Wallet.',
  'connectingExternal.declined': 'Sie haben die Anfrage in {name} abgelehnt.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Verbunden',
}
