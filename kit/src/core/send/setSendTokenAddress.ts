import type { WalletKit } from '../WalletKit.js'

/**
 * Sets the token to send; `undefined` means the network's native token.
 * @example setSendTokenAddress(kit, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
 */
export function setSendTokenAddress(kit: WalletKit, tokenAddress: string | undefined): void {
  kit.store.setState((state) => ({ send: { ...state.send, tokenAddress } }))
}
