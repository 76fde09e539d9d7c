import { openModal } from '../core/modal/openModal.js'
import type { WalletKit } from '../core/WalletKit.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { type Eip155Connection, readEip155Connection } from './readEip155Connection.js'

/**
 * The kit's eip155 connection: at once when there is one, otherwise after the visitor connects in the modal, which
 * this opens on eip155. Closing the modal before a wallet connects rejects with `UserRejectedRequestError`.
 * @example const { accounts, chainId } = await waitForEip155Connection(kit)
 */
export function waitForEip155Connection(kit: WalletKit): Promise<Eip155Connection> {
  const connected = readEip155Connection(kit.store.getState())
  if (connected) return Promise.resolve(connected)
  openModal(kit, { namespace: 'eip155' })
  return new Promise((resolve, reject) => {
    const settle = () => {
      const state = kit.store.getState()
      const connection = readEip155Connection(state)
      if (connection) resolve(connection)
      else if (!state.modal.open)
        reject(new UserRejectedRequestError({ details: 'The modal closed before a wallet connected' }))
      else return
      stop()
    }
    const stop = kit.store.subscribe(settle)
    settle()
  })
}
