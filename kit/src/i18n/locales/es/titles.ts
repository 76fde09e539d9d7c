import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as enTitlesMessages } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof enTitlesMessages> = {
  'title.connect': 'Conectar billetera',
  'title.account': 'Cuenta',
  'title.allWallets': 'Todas las billeteras',
  'title.connectingExternal': 'Conectando billetera externa',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Seleccionar cadena',
  'title.networks': 'Elegir red',
  'title.unsupportedChain': 'Cambiar de red',
  'title.signMessage': 'Firmar mensaje',
  'title.approveTransaction': 'Aprobar transacción',
  'title.emailVerifyOtp': 'Confirmar correo',
  'title.emailVerifyDevice': 'Registrar dispositivo',
  'title.farcaster': 'Farcaster',
  'title.social': 'Inicio de sesión social',
  'title.updateEmail': 'Cambiar correo',
  'title.send': 'Enviar',
  'title.receive': 'Recibir',
  'title.siwe': 'Iniciar sesión',
  'title.swap': 'Intercambiar',
  'title.buy': 'Comprar cripto',
  'title.activityDetail': 'Transacción',
  'title.registerAccountName': 'Elegir un nombre',
  'title.registerAccountNameSuccess': 'Nombre registrado',
  'title.smartSessions': 'Sesiones inteligentes',
  'title.connectNamespace': 'Conectar billetera de {namespace}',
}
