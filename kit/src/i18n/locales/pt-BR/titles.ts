import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as en } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof en> = {
  'title.connect': 'Conectar carteira',
  'title.account': 'Conta',
  'title.allWallets': 'Todas as carteiras',
  'title.connectingExternal': 'Conectando carteira externa',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Selecionar blockchain',
  'title.networks': 'Escolher rede',
  'title.unsupportedChain': 'Mudar de rede',
  'title.signMessage': 'Assinar mensagem',
  'title.approveTransaction': 'Aprovar transação',
  'title.emailVerifyOtp': 'Confirmar e-mail',
  'title.emailVerifyDevice': 'Registrar dispositivo',
  'title.farcaster': 'Farcaster',
  'title.social': 'Login social',
  'title.updateEmail': 'Alterar e-mail',
  'title.send': 'Enviar',
  'title.receive': 'Receber',
  'title.siwe': 'Entrar',
  'title.swap': 'Trocar',
  'title.buy': 'Comprar cripto',
  'title.activityDetail': 'Transação',
  'title.registerAccountName': 'Escolha um nome',
  'title.registerAccountNameSuccess': 'Nome registrado',
  'title.smartSessions': 'Sessões inteligentes',
  'title.connectNamespace': 'Conectar carteira {namespace}',
}
