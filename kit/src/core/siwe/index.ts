export type { CreateSiweMessageTextParameters } from './createSiweMessageText.js'
export { signInWithEthereum } from './signInWithEthereum.js'
export { signOutWithEthereum } from './signOutWithEthereum.js'
