import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { SolanaSendTransactionError } from '../../errors/SolanaSendTransactionError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { showErrorToast } from '../toast/showErrorToast.js'
import { showSuccessToast } from '../toast/showSuccessToast.js'
import { refreshAccountActivity } from '../transactions/refreshAccountActivity.js'
import type { WalletKit } from '../WalletKit.js'
import { resetSend } from './resetSend.js'
import { solanaTransferFor } from './solanaTransferFor.js'

/** How a Solana send ended (as `sendToken` answers): started, with its base58 signature, or failed. */
type SendSolanaTokenReturnType = { status: 'started'; hash: string } | { status: 'failed'; error: Error }

export type SendSolanaTokenParameters = {
  token: AccountTokenBalance
  /** The validated decimal amount and receiver. */
  amount: string
  receiverAddress: string
  from: string
  network: CaipNetwork
}

/**
 * Sends SOL or an SPL token on the active Solana network: builds the transfer (System transfer, or transferChecked
 * into the receiver's associated token account, created if missing) with a recent blockhash from the network's RPC
 * and asks the connected wallet to `solana_signAndSendTransaction` it. Success shows "Transaction started", empties
 * the form and reloads balances and activity (a Solana transaction is final once the wallet answers its signature);
 * any failure, the wallet's refusal included, shows "Failed to send transaction. Please try again." (spec 8).
 * @example await sendSolanaToken(kit, { token, amount: '0.5', receiverAddress, from, network })
 */
export async function sendSolanaToken(
  kit: WalletKit,
  { token, amount, receiverAddress, from, network }: SendSolanaTokenParameters,
): Promise<SendSolanaTokenReturnType> {
  try {
    const adapter = kit.adapters.get('solana')
    if (!adapter?.request) throw new SolanaSendTransactionError({ details: 'No wallet can send on solana' })
    const { transaction } = await solanaTransferFor(kit, { from, receiverAddress, amount, token, network })
    const answer = await adapter.request({ method: 'solana_signAndSendTransaction', params: { transaction } })
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string' || !signature)
      throw new SolanaSendTransactionError({ details: `The wallet answered ${JSON.stringify(answer)}` })
    resetSend(kit)
    showSuccessToast(kit, { message: { key: 'toast.transactionStarted' } })
    refreshAccountActivity(kit).catch((error: unknown) =>
      kit.logger.error('Reloading the account after a Solana send failed', error),
    )
    return { status: 'started', hash: signature }
  } catch (cause) {
    const error =
      cause instanceof SolanaSendTransactionError
        ? cause
        : new SolanaSendTransactionError({
            details: cause instanceof Error ? cause.message : String(cause),
            cause,
          })
    kit.logger.error(error.message, cause)
    showErrorToast(kit, { message: errorMessage(error) })
    return { status: 'failed', error }
  }
}
