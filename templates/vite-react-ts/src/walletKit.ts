import { addWalletConnect, createEip155Adapter, createWalletKit } from 'walletkit'
import config from '../walletkit.config.js'

/**
 * The app's one WalletKit, made from walletkit.config.ts: browser wallets (EIP-6963 and window.ethereum).
 * And WalletConnect (its QR code and All Wallets) for every namespace of the config's networks.
 */
export const walletKit = createWalletKit(config, { adapters: [createEip155Adapter()] })
addWalletConnect(walletKit)
