import type { WalletKit } from '../WalletKit.js'

/**
 * Marks the modal as rendered inline in the page, where closing returns to Account or Connect (spec 2).
 * @example setEmbedded(kit, true) // from an inline <WalletKitEmbed/>
 */
export function setEmbedded(kit: WalletKit, embedded: boolean): void {
  kit.store.setState((state) => ({ router: { ...state.router, embedded } }))
}
