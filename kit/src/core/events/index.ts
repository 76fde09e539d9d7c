export * from './createEventBus.js'
export * from './WalletKitEvent.js'
