import type { FrameApproval } from '../../chains/auth/createAuthProvider.js'
import type { FrameClient } from '../../chains/auth/createFrameClient.js'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { TIMINGS } from '../../config/constants.js'
import { ApprovalTimeoutError } from '../../errors/ApprovalTimeoutError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { describeKitRequest } from '../approval/describeKitRequest.js'
import { openModal } from '../modal/openModal.js'
import { pushView } from '../router/pushView.js'
import type { WalletKit } from '../WalletKit.js'
import type { AuthApproval } from './AuthFlowState.js'

export type { AuthApproval } from './AuthFlowState.js'

/** The name of the approval's time-out in `kit.timers`. */
const APPROVAL_TIMER = 'auth.approvalTimeout'

const SIGN_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
])

/**
 * Shows an embedded-wallet request that needs approval (spec 6) in the kit's approval view (SignMessage for messages,
 * ApproveTransaction for the rest, opening the modal if it is closed), which shows the login frame: the visitor approves
 * or rejects inside the frame's origin (DESIGN "Trust"). Resolves once the view shows the frame; rejects with
 * `UserRejectedRequestError` when the visitor cancels, closes or goes back first, and with `ApprovalTimeoutError` after
 * `TIMINGS.authApprovalTimeout`. The approval is kept in the `authFlow` slice; a newer one declines an older one.
 * @example const approval = await requestAuthApproval(kit, { method: 'personal_sign', params }, frame)
 */
export function requestAuthApproval(
  kit: WalletKit,
  request: ChainAdapterRequest,
  frame: FrameClient,
): Promise<FrameApproval> {
  kit.store.getState().authFlow.approval?.reject()
  return new Promise((resolve, reject) => {
    const ended = deferredRejection()
    const state = { settled: false }
    // Once only: a request declined by a newer one still calls `finish` later, which must not touch the newer one.
    const end = () => {
      if (state.settled) return
      state.settled = true
      kit.timers.clear(APPROVAL_TIMER)
      frame.hide()
      kit.store.setState(({ authFlow }) =>
        authFlow.approval === approval ? { authFlow: { ...authFlow, approval: undefined } } : {},
      )
    }
    const approval: AuthApproval = {
      method: request.method,
      show(slot) {
        if (state.settled) return
        frame.show(slot)
        resolve({ ended: ended.promise, finish: end })
      },
      reject(error = new UserRejectedRequestError({ details: `${request.method} was declined` })) {
        if (state.settled) return
        end()
        reject(error)
        ended.reject(error)
      },
    }
    kit.store.setState(({ authFlow }) => ({ authFlow: { ...authFlow, approval } }))
    kit.timers.set(
      APPROVAL_TIMER,
      () => approval.reject(new ApprovalTimeoutError()),
      TIMINGS.authApprovalTimeout,
    )
    showApprovalView(kit, request, approval)
  })
}

function showApprovalView(kit: WalletKit, request: ChainAdapterRequest, approval: AuthApproval): void {
  const isSign = SIGN_METHODS.has(request.method)
  const view = isSign ? 'SignMessage' : 'ApproveTransaction'
  const data = { approval, description: describeKitRequest(kit, request) }
  const { modal, router } = kit.store.getState()
  // A newer request in the same view (the older one was just declined) takes the view over.
  if (modal.open && router.view === view) kit.store.setState({ router: { ...router, data } })
  else if (modal.open) pushView(kit, view, data)
  else openModal(kit, { view, data })
}

/** A promise that only ever rejects, with nobody's rejection left unhandled. */
function deferredRejection(): { promise: Promise<never>; reject(error: unknown): void } {
  const handle: { reject(error: unknown): void } = { reject: () => undefined }
  const promise = new Promise<never>((_, reject) => {
    handle.reject = reject
  })
  promise.catch(() => undefined)
  return { promise, reject: (error) => handle.reject(error) }
}
