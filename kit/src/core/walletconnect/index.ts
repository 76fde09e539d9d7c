export { createPairingExpiry } from '../../chains/walletconnect/createPairingExpiry.js'
export { isPairingExpired } from '../../chains/walletconnect/isPairingExpired.js'
