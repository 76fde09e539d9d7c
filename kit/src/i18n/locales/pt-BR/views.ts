import type { MessagesOf } from '../../Messages.js'
import type { viewsMessages as en } from '../en/views.js'

/** views: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const viewsMessages: MessagesOf<typeof en> = {
  'connectingMultiChain.selectWhichChainTo': 'Selecione qual blockchain conectar à sua carteira multichain',
  'connectingMultiChain.chains': 'Blockchains',
  'buy.loadingWhatYouCan': 'Carregando o que você pode comprar…',
  'connect.or': 'ou',
  'unsupportedChain.yourWalletIsOn':
    'Sua carteira está em uma rede que este app não suporta. Mude para uma destas redes para continuar.',
  'swap.swapsAreNotAvailable': 'As trocas não estão disponíveis em {network}.',
  'swap.thereIsNothingTo': 'Ainda não há nada para trocar.',
  'account.blockExplorer': 'Explorador de blocos',
  'connectingExternal.acceptTheConnectionRequest': 'Aceite a solicitação de conexão na sua carteira.',
  'signMessage.embedded': 'Assine esta mensagem com sua carteira incorporada.',
  'signMessage.inWallet': 'Assine a mensagem na sua carteira para continuar.',
  'approveTransaction.embedded': 'Aprove esta transação na sua carteira incorporada.',
  'approveTransaction.inWallet': 'Revise e aprove a transação na sua carteira.',
  'connectingExternal.declined': 'Você recusou a solicitação em {name}.',
  /** The tag of a namespace already connected in "Select chain". */
  'connectingMultiChain.connected': 'Conectada',
}
