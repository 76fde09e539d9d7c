import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { SendTokenNetworkMismatchError } from '../../errors/SendTokenNetworkMismatchError.js'
import { SendTransactionError } from '../../errors/SendTransactionError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import { isTransactionHash } from '../../utils/isTransactionHash.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { showErrorToast } from '../toast/showErrorToast.js'
import { showSuccessToast } from '../toast/showSuccessToast.js'
import { addPendingTransaction } from '../transactions/addPendingTransaction.js'
import type { WalletKit } from '../WalletKit.js'
import { buildSendTransaction } from './buildSendTransaction.js'
import { isTokenOnNetwork } from './isTokenOnNetwork.js'
import { resetSend } from './resetSend.js'
import { sendSolanaToken } from './sendSolanaToken.js'
import { validateSendForm } from './validateSendForm.js'

/** How a send ended: started (with its hash) or failed (the toast has said so). */
export type SendTokenReturnType = { status: 'started'; hash: string } | { status: 'failed'; error: Error }

/**
 * Sends the form's amount of `token` to its receiver through the connected wallet (eth_sendTransaction; native
 * value or an ERC-20 transfer; on solana, `sendSolanaToken`'s solana_signAndSendTransaction). Success shows "Transaction started", lists the transaction as pending until mined
 * and empties the form; any failure, the wallet's refusal included, shows "Something went wrong" (spec 8). An
 * invalid form throws `InvalidSendParametersError` ("Please enter a valid amount and receiver address") first; a
 * token of another chain than the active network fails with `SendTokenNetworkMismatchError`, sending nothing.
 * @example const result = await sendToken(kit, { token })
 */
export async function sendToken(
  kit: WalletKit,
  { token }: { token: AccountTokenBalance },
): Promise<SendTokenReturnType> {
  const state = kit.store.getState()
  const namespace = state.activeNamespace
  const { amount, receiverAddress } = validateSendForm(state.send, namespace, token)
  const from = state.accounts[namespace]?.address
  const network = state.networks[namespace]?.caipNetwork
  if (!from || !network) throw new InvalidSendParametersError({ details: 'No account is connected' })
  if (!isTokenOnNetwork(token, network)) {
    const error = new SendTokenNetworkMismatchError({ symbol: token.symbol, networkName: network.name })
    kit.logger.error(error.message, { token: token.address ?? token.chainId, network: network.caipNetworkId })
    showErrorToast(kit, { message: errorMessage(error) })
    return { status: 'failed', error }
  }
  if (namespace === 'solana') return sendSolanaToken(kit, { token, amount, receiverAddress, from, network })
  try {
    const adapter = kit.adapters.get(namespace)
    if (!adapter?.request) throw new SendTransactionError({ details: `No wallet can send on ${namespace}` })
    const request = buildSendTransaction({ from, receiverAddress, amount, token })
    const hash = await adapter.request({ method: 'eth_sendTransaction', params: [request] })
    if (typeof hash !== 'string' || !isTransactionHash(hash))
      throw new SendTransactionError({ details: `The wallet answered ${JSON.stringify(hash)}` })
    addPendingTransaction(kit, {
      hash,
      chainId: network.caipNetworkId,
      from,
      to: receiverAddress,
      amount,
      symbol: token.symbol,
      iconUrl: token.iconUrl || undefined,
      sentAt: new Date().toISOString(),
    })
    resetSend(kit)
    showSuccessToast(kit, { message: { key: 'toast.transactionStarted' } })
    return { status: 'started', hash }
  } catch (cause) {
    const error = cause instanceof SendTransactionError ? cause : new SendTransactionError({ cause })
    kit.logger.error(error.message, cause)
    showErrorToast(kit, { message: errorMessage(error) })
    return { status: 'failed', error }
  }
}
