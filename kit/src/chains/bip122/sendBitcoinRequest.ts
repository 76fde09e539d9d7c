// Loaded with import() on the first host request: the request schemas stay out of the adapter's first chunk.
import { z } from 'zod'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import type { BitcoinSession } from './BitcoinSession.js'
import type { BitcoinStandardFeatures, BitcoinStandardWallet } from './BitcoinStandardWallet.js'
import { BITCOIN_PARAMS_SCHEMAS, type BitcoinMethod } from './bitcoinRequestSchemas.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

export type SendBitcoinRequestParameters = {
  wallet: BitcoinStandardWallet
  session: BitcoinSession
  request: ChainAdapterRequest
  signal?: AbortSignal | undefined
}

const isBitcoinMethod = (method: unknown): method is BitcoinMethod =>
  typeof method === 'string' && Object.hasOwn(BITCOIN_PARAMS_SCHEMAS, method)

/**
 * Sends a host request to a Bitcoin Wallet Standard wallet, by WalletConnect's bip122 method names: signMessage
 * (`bitcoin:signMessage`, ECDSA unless BIP-322 is asked; the active address unless another shared one is named),
 * sendTransfer (`bitcoin:sendTransfer`: the wallet builds, signs and broadcasts; answers `{ txid }`), signPsbt
 * (`bitcoin:signPsbt`) and getAccountAddresses (the shared addresses, answered by the kit). Anything else is refused
 * with "Requested RPC call is not allowed"; bad params with `InvalidRpcRequestError`; a refusal is
 * `UserRejectedRequestError`.
 * @example await sendBitcoinRequest({ wallet, session, request: { method: 'signMessage', params: { message: 'hi' } } })
 */
export async function sendBitcoinRequest({
  wallet,
  session,
  request,
  signal,
}: SendBitcoinRequestParameters): Promise<unknown> {
  if (!isBitcoinMethod(request.method))
    throw new RpcMethodNotAllowedError({
      details: `A Bitcoin wallet does not answer ${String(request.method)}`,
    })
  const method = request.method
  const parsed = BITCOIN_PARAMS_SCHEMAS[method].safeParse(request.params)
  if (!parsed.success)
    throw new InvalidRpcRequestError({
      details: `${method}: ${z.prettifyError(parsed.error)}`,
      cause: parsed.error,
    })
  const send = route(wallet, session, method, parsed.data)
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  try {
    return await send()
  } catch (error) {
    throw toBitcoinWalletError(error)
  }
}

function feature<Name extends keyof BitcoinStandardFeatures>(
  wallet: BitcoinStandardWallet,
  name: Name,
): NonNullable<BitcoinStandardFeatures[Name]> {
  const found = wallet.features[name]
  if (!found) throw new RpcMethodNotAllowedError({ details: `${wallet.name} does not support ${name}` })
  return found as NonNullable<BitcoinStandardFeatures[Name]>
}

/** The address that signs: the one named (`address`, else `account`) when the wallet shares it, else the active one. */
function signer(session: BitcoinSession, named: string | undefined): string {
  const [active] = session.addresses
  if (!named) return active?.address ?? ''
  if (!session.addresses.some((entry) => entry.address === named))
    throw new InvalidRpcRequestError({ details: `${named} is not an address the wallet shares` })
  return named
}

type Params<Method extends BitcoinMethod> = z.output<(typeof BITCOIN_PARAMS_SCHEMAS)[Method]>

/** Picks the wallet's feature for a validated request; the returned call asks the wallet. */
function route(
  wallet: BitcoinStandardWallet,
  session: BitcoinSession,
  method: BitcoinMethod,
  params: unknown,
): () => Promise<unknown> {
  switch (method) {
    case 'signMessage': {
      const { signMessage } = feature(wallet, 'bitcoin:signMessage')
      const { message, address, account, protocol } = params as Params<'signMessage'>
      const from = signer(session, address ?? account)
      const chosen = protocol?.toUpperCase() === 'BIP322' ? 'BIP322' : 'ECDSA'
      return () => signMessage({ address: from, message, protocol: chosen })
    }
    case 'sendTransfer': {
      const { sendTransfer } = feature(wallet, 'bitcoin:sendTransfer')
      const given = params as Params<'sendTransfer'>
      const recipients =
        'recipients' in given ? given.recipients : [{ address: given.recipientAddress, amount: given.amount }]
      return async () => ({ txid: (await sendTransfer({ recipients })).txid })
    }
    case 'signPsbt': {
      const { signPsbt } = feature(wallet, 'bitcoin:signPsbt')
      const { psbt, signInputs, broadcast } = params as Params<'signPsbt'>
      const byAddress = Array.isArray(signInputs) ? groupInputs(signInputs) : signInputs
      return () =>
        signPsbt({ psbt, signInputs: byAddress, ...(broadcast === undefined ? {} : { broadcast }) })
    }
    case 'getAccountAddresses':
      return async () =>
        session.addresses.map(({ address, publicKey, purpose }) => ({ address, publicKey, purpose }))
  }
}

/** WalletConnect's `[{ address, index }]` as sats-connect's `{ [address]: indexes }`. */
function groupInputs(inputs: readonly { address: string; index: number }[]): Record<string, number[]> {
  const grouped: Record<string, number[]> = {}
  for (const { address, index } of inputs) grouped[address] = [...(grouped[address] ?? []), index]
  return grouped
}
