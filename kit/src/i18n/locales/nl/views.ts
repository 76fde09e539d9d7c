import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as enViewsMessages } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof enViewsMessages> = {
  'connectingMultiChain.selectWhichChainTo':
    'Selecteer welke blockchain je met je multichain-wallet wilt verbinden',
  'connectingMultiChain.chains': 'Blockchains',
  'buy.loadingWhatYouCan': 'Laden wat je kunt kopen…',
  'connect.or': 'of',
  'unsupportedChain.yourWalletIsOn':
    'Je wallet staat op een netwerk dat deze app niet ondersteunt. Schakel over naar een van deze netwerken om verder te gaan.',
  'swap.swapsAreNotAvailable': 'Swaps zijn niet beschikbaar op {network}.',
  'swap.thereIsNothingTo': 'Er is nog niets om te swappen.',
  'account.blockExplorer': 'Blockexplorer',
  'connectingExternal.acceptTheConnectionRequest': 'Accepteer het verbindingsverzoek in je wallet.',
  'signMessage.embedded': 'Onderteken dit bericht met je ingebouwde wallet.',
  'signMessage.inWallet': 'Onderteken het bericht in je wallet om verder te gaan.',
  'approveTransaction.embedded': 'Keur deze transactie goed in je ingebouwde wallet.',
  'approveTransaction.inWallet': 'Controleer de transactie in je wallet en keur hem goed.',
  'connectingExternal.declined': 'Je hebt het verzoek in {name} geweigerd.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Verbonden',
}
