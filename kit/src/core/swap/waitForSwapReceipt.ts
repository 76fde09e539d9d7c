import { TIMINGS } from '../../config/constants.js'
import { SWAP_RECEIPT_MAX_POLLS } from '../../config/swapConstants.js'
import { SwapReceiptTimeoutError } from '../../errors/SwapReceiptTimeoutError.js'
import type { WalletKit } from '../WalletKit.js'

/** Whether a mined transaction went through or reverted. */
export type SwapReceiptStatus = 'success' | 'reverted'

const isReverted = (status: unknown) =>
  status === '0x0' || status === 0 || status === 0n || status === 'reverted'

/**
 * Waits until a transaction is mined, asking the wallet's node for its receipt (eth_getTransactionReceipt, a safe
 * read, as the pending-transactions watcher does) every second (spec 9 retry interval), and says whether it
 * reverted (receipt status 0). No receipt after 180 tries fails with `SwapReceiptTimeoutError`.
 * @example if ((await waitForSwapReceipt(kit, hash)) === 'reverted') throw new SwapTransactionRevertedError()
 */
export async function waitForSwapReceipt(kit: WalletKit, hash: string): Promise<SwapReceiptStatus> {
  const adapter = kit.adapters.get(kit.store.getState().activeNamespace)
  for (let attempt = 0; attempt < SWAP_RECEIPT_MAX_POLLS; attempt++) {
    try {
      const receipt = await adapter?.request?.({ method: 'eth_getTransactionReceipt', params: [hash] })
      if (receipt && typeof receipt === 'object')
        return isReverted((receipt as { status?: unknown }).status) ? 'reverted' : 'success'
    } catch (error) {
      kit.logger.debug(`No receipt yet for ${hash}`, error)
    }
    await new Promise<void>((resolve) =>
      kit.timers.set(`swapReceipt:${hash}`, resolve, TIMINGS.retryInterval),
    )
  }
  throw new SwapReceiptTimeoutError({ details: `No receipt for ${hash}` })
}
