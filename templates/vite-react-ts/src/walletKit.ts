import { createEip155Adapter, createWalletKit } from 'walletkit'
import config from '../walletkit.config.js'

/** The app's one WalletKit, made from walletkit.config.ts: browser wallets (EIP-6963 and window.ethereum). */
export const walletKit = createWalletKit(config, { adapters: [createEip155Adapter()] })
