import type { FrameApproval } from '../../chains/auth/createAuthProvider.js'
import type { FrameClient } from '../../chains/auth/createFrameClient.js'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { TIMINGS } from '../../config/constants.js'
import { ApprovalTimeoutError } from '../../errors/ApprovalTimeoutError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
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
  const data = isSign
    ? { approval, message: describeMessage(request) }
    : { approval, summary: describeTransaction(kit, request) }
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

function describeMessage({ method, params }: ChainAdapterRequest): string {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') return hexToText(list[0])
  if (method === 'eth_signTypedData_v4')
    return typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1])
  const message = (params as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : JSON.stringify(params)
}

function describeTransaction(kit: WalletKit, { method, params }: ChainAdapterRequest): string {
  const [first] = Array.isArray(params) ? params : []
  const transaction = first as { to?: unknown; value?: unknown } | undefined
  if (method !== 'eth_sendTransaction' || typeof transaction?.to !== 'string') return method
  const state = kit.store.getState()
  const currency = state.networks.eip155?.caipNetwork?.nativeCurrency
  const wei = typeof transaction.value === 'string' ? BigInt(transaction.value) : 0n
  const amount = Number(wei) / 10 ** (currency?.decimals ?? 18)
  return `Send ${amount} ${currency?.symbol ?? 'ETH'} to ${truncateAddress(transaction.to)}`
}

function hexToText(value: unknown): string {
  if (typeof value !== 'string') return ''
  if (!/^0x([0-9a-f]{2})*$/i.test(value)) return value
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(value.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return value
  }
}
