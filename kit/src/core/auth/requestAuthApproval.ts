import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { describeKitRequest } from '../approval/describeKitRequest.js'
import { openModal } from '../modal/openModal.js'
import { pushView } from '../router/pushView.js'
import type { WalletKit } from '../WalletKit.js'

/** What the approval views carry for an embedded-wallet request (route data `approval`). */
export type AuthApproval = {
  method: string
  approve(): void
  reject(): void
}

const SIGN_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
])

/**
 * Shows an embedded-wallet request that needs approval (spec 6) in the kit's own view: SignMessage for messages,
 * ApproveTransaction for the rest, opening the modal if it is closed. Resolves when the visitor approves; rejects
 * with `UserRejectedRequestError` when they decline.
 * @example await requestAuthApproval(kit, { method: 'personal_sign', params: ['0x48656c6c6f', address] })
 */
export function requestAuthApproval(kit: WalletKit, request: ChainAdapterRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const approval: AuthApproval = {
      method: request.method,
      approve: () => resolve(),
      reject: () => reject(new UserRejectedRequestError({ details: `${request.method} was declined` })),
    }
    const isSign = SIGN_METHODS.has(request.method)
    const view = isSign ? 'SignMessage' : 'ApproveTransaction'
    const data = { approval, description: describeKitRequest(kit, request) }
    if (kit.store.getState().modal.open) pushView(kit, view, data)
    else openModal(kit, { view, data })
  })
}
