import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as enViewsMessages } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof enViewsMessages> = {
  'connectingMultiChain.selectWhichChainTo': 'Selecciona qué cadena conectar a tu billetera multicadena',
  'connectingMultiChain.chains': 'Cadenas',
  'buy.loadingWhatYouCan': 'Cargando lo que puedes comprar…',
  'connect.or': 'o',
  'unsupportedChain.yourWalletIsOn':
    'Tu billetera está en una red que esta app no admite. Cambia a una de estas para continuar.',
  'swap.swapsAreNotAvailable': 'Los intercambios no están disponibles en {network}.',
  'swap.thereIsNothingTo': 'Todavía no hay nada que intercambiar.',
  'account.blockExplorer': 'Explorador de bloques',
  'connectingExternal.acceptTheConnectionRequest': 'Acepta la solicitud de conexión en tu billetera.',
  'signMessage.embedded': 'Firma este mensaje con tu billetera integrada.',
  'signMessage.inWallet': 'Firma el mensaje en tu billetera para continuar.',
  'approveTransaction.embedded': 'Aprueba esta transacción desde tu billetera integrada.',
  'approveTransaction.inWallet': 'Revisa y aprueba la transacción en tu billetera.',
  'connectingExternal.declined': 'Rechazaste la solicitud en {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Conectada',
}
