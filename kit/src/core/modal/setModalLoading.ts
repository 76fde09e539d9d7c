import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Sets the modal's loading flag of one namespace (spec 4: loading per namespace).
 * @example setModalLoading(kit, 'solana', true)
 */
export function setModalLoading(kit: WalletKit, namespace: Namespace, loading: boolean): void {
  kit.store.setState((state) => ({
    modal: { ...state.modal, loading: { ...state.modal.loading, [namespace]: loading } },
  }))
}
