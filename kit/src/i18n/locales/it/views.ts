import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as enViewsMessages } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof enViewsMessages> = {
  'connectingMultiChain.selectWhichChainTo': 'Seleziona quale catena connettere al tuo wallet multichain',
  'connectingMultiChain.chains': 'Catene',
  'buy.loadingWhatYouCan': 'Caricamento di ciò che puoi acquistare…',
  'connect.or': 'oppure',
  'unsupportedChain.yourWalletIsOn':
    'Il tuo wallet è su una rete che questa app non supporta. Passa a una di queste per continuare.',
  'swap.swapsAreNotAvailable': 'Gli scambi non sono disponibili su {network}.',
  'swap.thereIsNothingTo': 'Non hai ancora niente da scambiare.',
  'account.blockExplorer': 'Esploratore di blocchi',
  'connectingExternal.acceptTheConnectionRequest': 'Accetta la richiesta di connessione nel tuo wallet.',
  'signMessage.embedded': 'Firma questo messaggio con il tuo wallet integrato.',
  'signMessage.inWallet': 'Firma il messaggio nel tuo wallet per continuare.',
  'approveTransaction.embedded': 'Approva questa transazione dal tuo wallet integrato.',
  'approveTransaction.inWallet': 'Controlla e approva la transazione nel tuo wallet.',
  'connectingExternal.declined': 'Hai rifiutato la richiesta in {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Connessa',
}
