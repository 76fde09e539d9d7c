import { toHex } from 'viem'
import type { ApproveTransaction, SwapTransaction } from '../../api/swapTransactionSchema.js'
import type { SendTransactionRequest } from '../send/buildSendTransaction.js'
import { toPlainAddress } from './toPlainAddress.js'

/**
 * The eth_sendTransaction parameter for a transaction the convert service built: plain `from` and `to` (the
 * service gives CAIP-10 ones), its calldata, and its amount as `value` in wei (none when zero). The gas is left to
 * the wallet, which estimates it against the current chain.
 * @example toSwapWalletRequest(tx, account) // { from: '0x…', to: '0xrouter…', data: '0x…', value: '0x…' }
 */
export function toSwapWalletRequest(
  tx: SwapTransaction | ApproveTransaction,
  from: string,
): SendTransactionRequest {
  const value = BigInt('amount' in tx ? tx.amount : tx.value)
  return {
    from: toPlainAddress(from),
    to: toPlainAddress(tx.to),
    data: tx.data,
    ...(value > 0n ? { value: toHex(value) } : {}),
  }
}
