export { type CreateSiweMessageTextParameters, createSiweMessageText } from './createSiweMessageText.js'
export { followSiwe } from './followSiwe.js'
export { signInWithEthereum } from './signInWithEthereum.js'
export { signOutWithEthereum } from './signOutWithEthereum.js'
