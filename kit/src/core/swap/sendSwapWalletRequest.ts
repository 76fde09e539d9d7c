import { SwapTransactionError } from '../../errors/SwapTransactionError.js'
import { isTransactionHash } from '../../utils/isTransactionHash.js'
import type { SendTransactionRequest } from '../send/buildSendTransaction.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Sends a swap's (or its approval's) transaction through the active wallet (eth_sendTransaction) and returns its
 * hash. The wallet's own errors pass through (a rejection stays a `UserRejectedRequestError`); a wallet that cannot
 * send, or answers without a hash, fails with `SwapTransactionError`.
 * @example const hash = await sendSwapWalletRequest(kit, request)
 */
export async function sendSwapWalletRequest(
  kit: WalletKit,
  request: SendTransactionRequest,
): Promise<string> {
  const adapter = kit.adapters.get(kit.store.getState().activeNamespace)
  if (!adapter?.request) throw new SwapTransactionError({ details: 'No wallet can send on this network' })
  const hash = await adapter.request({ method: 'eth_sendTransaction', params: [request] })
  if (typeof hash !== 'string' || !isTransactionHash(hash))
    throw new SwapTransactionError({ details: `The wallet answered ${JSON.stringify(hash)}` })
  return hash
}
