export { isPairingExpired } from '../../chains/walletconnect/isPairingExpired.js'
export { createPairingExpiry } from './createPairingExpiry.js'
