import { SwapApprovalRevertedError } from '../../errors/SwapApprovalRevertedError.js'
import type { WalletKit } from '../WalletKit.js'
import type { SwapContext } from './getSwapContext.js'
import { patchSwapState } from './patchSwapState.js'
import { sendSwapWalletRequest } from './sendSwapWalletRequest.js'
import { toSwapWalletRequest } from './toSwapWalletRequest.js'
import { waitForSwapReceipt } from './waitForSwapReceipt.js'

/**
 * Lets the swap router spend the token sold when its allowance (GET /v1/convert/allowance) is short of the amount:
 * builds the approve transaction (GET /v1/convert/build-approve), sends it through the wallet (step
 * 'approve-wallet'), waits until it is mined (step 'approving') and checks the allowance again. A reverted approval,
 * or an allowance still short, fails with `SwapApprovalRevertedError`. The native token needs no approval.
 * @example await approveSwapIfNeeded(kit, context)
 */
export async function approveSwapIfNeeded(kit: WalletKit, context: SwapContext): Promise<void> {
  const { sell, buy, userAddress, units } = context
  if (sell.native) return
  const api = kit.api.blockchain
  const allowance = async () =>
    BigInt((await api.getSwapAllowance({ tokenAddress: sell.address, userAddress })).allowance)
  if ((await allowance()) >= units) return
  patchSwapState(kit, { step: 'approve-wallet' })
  const { tx } = await api.buildApproveTransaction({ from: sell.address, to: buy.address, userAddress })
  const hash = await sendSwapWalletRequest(kit, toSwapWalletRequest(tx, userAddress))
  patchSwapState(kit, { step: 'approving' })
  if ((await waitForSwapReceipt(kit, hash)) === 'reverted')
    throw new SwapApprovalRevertedError({ details: `The approve transaction ${hash} reverted` })
  if ((await allowance()) < units)
    throw new SwapApprovalRevertedError({ details: `The allowance is still short of ${units} after ${hash}` })
}
