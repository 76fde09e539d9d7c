import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as en } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof en> = {
  'connectingMultiChain.selectWhichChainTo':
    'Wybierz łańcuch, z którym chcesz połączyć swój portfel wielołańcuchowy',
  'connectingMultiChain.chains': 'Łańcuchy',
  'buy.loadingWhatYouCan': 'Sprawdzanie, co możesz kupić…',
  'connect.or': 'lub',
  'unsupportedChain.yourWalletIsOn':
    'Twój portfel korzysta z sieci, której ta aplikacja nie obsługuje. Aby kontynuować, przełącz się na jedną z tych sieci.',
  'swap.swapsAreNotAvailable': 'Zamiany nie są dostępne w sieci {network}.',
  'swap.thereIsNothingTo': 'Nie masz jeszcze nic do zamiany.',
  'account.blockExplorer': 'Eksplorator bloków',
  'connectingExternal.acceptTheConnectionRequest': 'Zaakceptuj prośbę o połączenie w portfelu.',
  'signMessage.embedded': 'Podpisz tę wiadomość wbudowanym portfelem.',
  'signMessage.inWallet': 'Podpisz wiadomość w portfelu, aby kontynuować.',
  'approveTransaction.embedded': 'Zatwierdź tę transakcję we wbudowanym portfelu.',
  'approveTransaction.inWallet': 'Sprawdź i zatwierdź transakcję w portfelu.',
  'connectingExternal.declined': 'Prośba została odrzucona w {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Połączony',
}
