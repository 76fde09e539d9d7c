export { createPairingExpiry } from './createPairingExpiry.js'
export { isPairingExpired } from './isPairingExpired.js'
