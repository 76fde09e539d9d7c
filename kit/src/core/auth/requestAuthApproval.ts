import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
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
    const data = isSign
      ? { approval, message: describeMessage(request) }
      : { approval, summary: describeTransaction(kit, request) }
    if (kit.store.getState().modal.open) pushView(kit, view, data)
    else openModal(kit, { view, data })
  })
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
