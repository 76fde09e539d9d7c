import { toHex } from 'viem'
import type { ApproveTransaction, SwapTransaction } from '../../api/swapTransactionSchema.js'
import type { SendTransactionRequest } from '../send/buildSendTransaction.js'
import { toPlainAddress } from './toPlainAddress.js'

/**
 * The eth_sendTransaction parameter for a transaction the convert service built: plain `from` and `to` (the
 * service gives CAIP-10 ones), its calldata, its amount as `value` in wei (none when zero) and the service's gas
 * limit, as peers send it. With that limit the wallet sends without a second estimate of its own, so a swap whose
 * price moved is mined and reverts on chain (a state the view reports) instead of failing inside the wallet.
 * @example toSwapWalletRequest(tx, account) // { from: '0x…', to: '0xrouter…', data: '0x…', value: '0x…', gas: '0x2bf20' }
 */
export function toSwapWalletRequest(
  tx: SwapTransaction | ApproveTransaction,
  from: string,
): SendTransactionRequest {
  const value = BigInt('amount' in tx ? tx.amount : tx.value)
  const gas = BigInt(tx.eip155.gas)
  return {
    from: toPlainAddress(from),
    to: toPlainAddress(tx.to),
    data: tx.data,
    ...(value > 0n ? { value: toHex(value) } : {}),
    ...(gas > 0n ? { gas: toHex(gas) } : {}),
  }
}
