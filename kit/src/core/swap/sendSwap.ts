import { formatUnits } from 'viem'
import { SwapTransactionRevertedError } from '../../errors/SwapTransactionRevertedError.js'
import { loadTokenBalances } from '../balance/loadTokenBalances.js'
import { showSuccessToast } from '../toast/showSuccessToast.js'
import { addPendingTransaction } from '../transactions/addPendingTransaction.js'
import type { WalletKit } from '../WalletKit.js'
import type { SwapContext } from './getSwapContext.js'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'
import { patchSwapState } from './patchSwapState.js'
import { sendSwapWalletRequest } from './sendSwapWalletRequest.js'
import { toPlainAddress } from './toPlainAddress.js'
import { toSwapWalletRequest } from './toSwapWalletRequest.js'
import { waitForSwapReceipt } from './waitForSwapReceipt.js'

/**
 * Builds the swap (POST /v1/convert/build-transaction: amount in base units, the slippage tolerance, from, to,
 * userAddress), sends it through the wallet (step 'swap-wallet'), says "Transaction started" and lists it as
 * pending in Activity (as Send does), waits until it is mined (step 'swapping'), then reloads the balances and ends
 * at step 'success'. A reverted swap fails with `SwapTransactionRevertedError` ("The swap failed on chain").
 * @example await sendSwap(kit, context)
 */
export async function sendSwap(kit: WalletKit, context: SwapContext): Promise<void> {
  const { sell, buy, userAddress, units, chainId } = context
  patchSwapState(kit, { step: 'swap-wallet' })
  const { tx } = await kit.api.blockchain.buildSwapTransaction({
    amount: String(units),
    from: sell.address,
    to: buy.address,
    userAddress,
  })
  const fee = getSwapNetworkFee({ gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) })
  patchSwapState(kit, { networkFee: String(fee) })
  const hash = await sendSwapWalletRequest(kit, toSwapWalletRequest(tx, userAddress))
  addPendingTransaction(kit, {
    hash,
    chainId,
    from: userAddress,
    to: toPlainAddress(tx.to),
    amount: formatUnits(units, Number(sell.quantity.decimals)),
    symbol: sell.symbol,
    iconUrl: sell.iconUrl || undefined,
    sentAt: new Date().toISOString(),
  })
  showSuccessToast(kit, { message: { key: 'toast.transactionStarted' } })
  patchSwapState(kit, { step: 'swapping', hash })
  if ((await waitForSwapReceipt(kit, hash)) === 'reverted')
    throw new SwapTransactionRevertedError({ details: `The swap transaction ${hash} reverted` })
  patchSwapState(kit, { step: 'success' })
  await loadTokenBalances(kit, { force: true }).catch((error: unknown) =>
    kit.logger.debug('The balances could not be reloaded after the swap', error),
  )
}
