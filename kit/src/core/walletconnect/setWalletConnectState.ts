import type { WalletConnectState } from '../../chains/walletconnect/WalletConnectState.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Records what the WalletConnect client reports: the pairing URI on offer and its expiry, and the session's peer.
 * @example setWalletConnectState(kit, { uri: 'wc:…', expiry: Date.now() + 240_000 })
 */
export function setWalletConnectState(kit: WalletKit, patch: Partial<WalletConnectState>): void {
  kit.store.setState((state) => ({ walletConnect: { ...state.walletConnect, ...patch } }))
}
