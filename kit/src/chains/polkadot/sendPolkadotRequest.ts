// Loaded with import() on the first host request: the request schemas stay out of the adapter's first chunk.
import '../../config/disableZodJit.js'
import { z } from 'zod'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import type { InjectedPolkadotSignature } from './InjectedPolkadot.js'
import type { PolkadotSession } from './PolkadotSession.js'
import { toPolkadotWalletError } from './toPolkadotWalletError.js'
import { wrapPolkadotMessage } from './wrapPolkadotMessage.js'

export type SendPolkadotRequestParameters = {
  session: PolkadotSession
  /** The extension's name, for the errors. */
  walletName: string
  request: ChainAdapterRequest
  signal?: AbortSignal | undefined
}

/** The params of WalletConnect's Polkadot methods (spec 6), as the host sends them. */
const signMessageParams = z.object({ address: z.string().min(1), message: z.string() })
const signTransactionParams = z.object({
  address: z.string().min(1),
  transactionPayload: z.record(z.string(), z.unknown()),
})

const envelope = z.object({ method: z.string(), params: z.unknown().optional() })

/**
 * Sends a host request to a Polkadot extension: `polkadot_signMessage` ({ address, message }) through
 * `signer.signRaw`, the message wrapped in `<Bytes>…</Bytes>` first as polkadot.js does (so no message can pass for
 * a transaction; the extension signs the wrapped bytes, and a verifier wraps the message the same way), and
 * `polkadot_signTransaction` ({ address, transactionPayload }) through `signer.signPayload`. Both answer
 * `{ signature }` (hex), as WalletConnect's Polkadot methods do. A message is hex bytes when it is 0x-hex, else UTF-8
 * text. Any other method is refused ("Requested RPC call is not allowed"), as is a transaction for an extension
 * without `signPayload`; an address the extension does not share is an `InvalidRpcRequestError`, a refusal a
 * `UserRejectedRequestError`.
 * @example await sendPolkadotRequest({ session, walletName, request: { method: 'polkadot_signMessage', params: { address, message: 'hi' } } })
 */
export async function sendPolkadotRequest({
  session,
  walletName,
  request,
  signal,
}: SendPolkadotRequestParameters): Promise<{ signature: string }> {
  const { method, params } = envelope.parse(request)
  const { signer } = session.extension
  let send: () => Promise<InjectedPolkadotSignature>
  if (method === 'polkadot_signMessage') {
    const { address, message } = parse(method, signMessageParams, params)
    shared(session, method, address)
    const signRaw = signer.signRaw?.bind(signer)
    if (!signRaw) throw unsupported(walletName, 'sign messages (no signRaw)')
    send = () => signRaw({ address, data: wrapPolkadotMessage(message), type: 'bytes' })
  } else if (method === 'polkadot_signTransaction') {
    const { address, transactionPayload } = parse(method, signTransactionParams, params)
    shared(session, method, address)
    const signPayload = signer.signPayload?.bind(signer)
    if (!signPayload) throw unsupported(walletName, 'sign transactions (no signPayload)')
    send = () => signPayload({ ...transactionPayload, address })
  } else {
    throw new RpcMethodNotAllowedError({ details: `A Polkadot wallet does not answer ${method}` })
  }
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  let answer: InjectedPolkadotSignature
  try {
    answer = await send()
  } catch (error) {
    throw toPolkadotWalletError(error)
  }
  if (typeof answer?.signature !== 'string' || !/^0x[0-9a-f]+$/i.test(answer.signature))
    throw new UnknownError({ details: `${walletName} answered no signature` })
  return { signature: answer.signature }
}

function parse<Schema extends z.ZodType>(method: string, schema: Schema, params: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(params)
  if (!parsed.success)
    throw new InvalidRpcRequestError({
      details: `${method}: ${z.prettifyError(parsed.error)}`,
      cause: parsed.error,
    })
  return parsed.data
}

function shared(session: PolkadotSession, method: string, address: string): void {
  if (!session.accounts.some((account) => account.address === address))
    throw new InvalidRpcRequestError({
      details: `${method}: address ${address} is not an account the wallet shares`,
    })
}

const unsupported = (walletName: string, what: string) =>
  new RpcMethodNotAllowedError({ details: `${walletName} cannot ${what}` })
