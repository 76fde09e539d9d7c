// Loaded with import() on the first host request: the RPC schemas stay out of the adapter's first chunk.
import type { WalletAccount } from '@wallet-standard/base'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { SolanaSendTransactionError } from '../../errors/SolanaSendTransactionError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import { encodeBase58 } from '../../utils/encodeBase58.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import { parseRpcRequest } from '../port/parseRpcRequest.js'
import type { RpcRequest } from '../port/rpcRequestSchemas.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { readFirstSignature } from './readSolanaTransactionHeader.js'
import type { SolanaSession } from './SolanaSession.js'
import type { SolanaStandardFeatures, SolanaStandardWallet } from './SolanaStandardWallet.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'

type SolanaRpcRequest = Extract<RpcRequest, { method: `solana_${string}` }>

export type SendSolanaRequestParameters = {
  wallet: SolanaStandardWallet
  session: SolanaSession
  request: ChainAdapterRequest
  signal?: AbortSignal | undefined
}

/**
 * Sends a host request to a Wallet Standard wallet once `parseRpcRequest` accepts it (spec 5, 6): solana_signMessage,
 * solana_signTransaction, solana_signAllTransactions and solana_signAndSendTransaction, each through the wallet's
 * feature of that name. Signatures come back in base58, signed transactions in the encoding they were sent in (as
 * WalletConnect's Solana methods answer). Anything else is refused with "Requested RPC call is not allowed"; a
 * failed sign-and-send throws `SolanaSendTransactionError` (spec 8), a refusal `UserRejectedRequestError`.
 * @example await sendSolanaRequest({ wallet, session, request: { method: 'solana_signMessage', params } })
 */
export async function sendSolanaRequest({
  wallet,
  session,
  request,
  signal,
}: SendSolanaRequestParameters): Promise<unknown> {
  const parsed = parseRpcRequest(request)
  if (!parsed.method.startsWith('solana_'))
    throw new RpcMethodNotAllowedError({ details: `A Solana wallet does not answer ${parsed.method}` })
  const solana = parsed as SolanaRpcRequest
  const account = accountFor(session, solana)
  const send = route(wallet, session, account, solana)
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  try {
    return await send()
  } catch (error) {
    const typed = toSolanaWalletError(error)
    // Spec 8: a Solana send that fails (not one the visitor declined) is "Failed to send transaction. Please try again."
    if (solana.method !== 'solana_signAndSendTransaction' || typed instanceof UserRejectedRequestError)
      throw typed
    throw new SolanaSendTransactionError({ details: typed.details ?? typed.message, cause: typed })
  }
}

/** The account that signs: the one named by signMessage's pubkey, else the active one. */
function accountFor(session: SolanaSession, request: SolanaRpcRequest): WalletAccount {
  const [active] = session.accounts
  if (request.method !== 'solana_signMessage') {
    if (!active) throw new UnknownError({ details: 'The Solana wallet shares no account' })
    return active
  }
  const named = session.accounts.find((account) => account.address === request.params.pubkey)
  if (!named)
    throw new InvalidRpcRequestError({
      details: `solana_signMessage: pubkey ${request.params.pubkey} is not an account the wallet shares`,
    })
  return named
}

/** A message as WalletConnect sends it (base58), or as text when it is not base58. */
const messageBytes = (message: string) => decodeBase58(message) ?? new TextEncoder().encode(message)

function feature<Name extends keyof SolanaStandardFeatures>(
  wallet: SolanaStandardWallet,
  name: Name,
): NonNullable<SolanaStandardFeatures[Name]> {
  const found = wallet.features[name]
  if (!found) throw new RpcMethodNotAllowedError({ details: `${wallet.name} does not support ${name}` })
  return found as NonNullable<SolanaStandardFeatures[Name]>
}

const signatureOf = (bytes: Uint8Array) => {
  const signature = readFirstSignature(bytes)
  return signature ? encodeBase58(signature) : undefined
}

/** Validates what the request carries and picks the wallet's feature; the returned call asks the wallet. */
function route(
  wallet: SolanaStandardWallet,
  session: SolanaSession,
  account: WalletAccount,
  request: SolanaRpcRequest,
): () => Promise<unknown> {
  const chain = session.walletChain
  switch (request.method) {
    case 'solana_signMessage': {
      const { signMessage } = feature(wallet, 'solana:signMessage')
      const message = messageBytes(request.params.message)
      return async () => {
        const [output] = await signMessage({ account, message })
        return { signature: encodeBase58(answered(output).signature) }
      }
    }
    case 'solana_signTransaction': {
      const { signTransaction } = feature(wallet, 'solana:signTransaction')
      const { bytes, encoding } = decodeSolanaTransaction(request.params.transaction)
      return async () => {
        const [output] = await signTransaction({ account, transaction: bytes, chain })
        const signed = answered(output).signedTransaction
        return { signature: signatureOf(signed), transaction: encodeSolanaTransaction(signed, encoding) }
      }
    }
    case 'solana_signAllTransactions': {
      const { signTransaction } = feature(wallet, 'solana:signTransaction')
      const decoded = request.params.transactions.map(decodeSolanaTransaction)
      return async () => {
        const outputs = await signTransaction(
          ...decoded.map(({ bytes }) => ({ account, transaction: bytes, chain })),
        )
        return {
          transactions: decoded.map(({ encoding }, index) =>
            encodeSolanaTransaction(answered(outputs[index]).signedTransaction, encoding),
          ),
        }
      }
    }
    case 'solana_signAndSendTransaction': {
      const { signAndSendTransaction } = feature(wallet, 'solana:signAndSendTransaction')
      const { bytes } = decodeSolanaTransaction(request.params.transaction)
      const options = request.params.options
      return async () => {
        const [output] = await signAndSendTransaction({
          account,
          transaction: bytes,
          chain,
          ...(options ? { options } : {}),
        })
        return { signature: encodeBase58(answered(output).signature) }
      }
    }
  }
}

/** A wallet that answers fewer outputs than it was given inputs is broken; the request fails typed. */
function answered<Output>(output: Output | undefined): Output {
  if (output === undefined) throw new UnknownError({ details: 'The Solana wallet answered nothing' })
  return output
}
