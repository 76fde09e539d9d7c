import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { parseSendAmount } from './parseSendAmount.js'

/** An eth_sendTransaction request's one parameter. */
export type SendTransactionRequest = {
  from: string
  to: string
  value?: `0x${string}`
  data?: `0x${string}`
  /** A gas limit the builder already knows (the convert service's); the wallet estimates one when absent. */
  gas?: `0x${string}`
}

export type BuildSendTransactionParameters = {
  from: string
  receiverAddress: string
  /** The decimal amount as typed. */
  amount: string
  token: Pick<AccountTokenBalance, 'address' | 'symbol' | 'quantity'>
}

/**
 * The eth_sendTransaction request for a send: the native token as `value` to the receiver, an ERC-20 token as a
 * `transfer(receiver, amount)` call to its contract (the token's CAIP-10 address). Amounts are exact (no floats,
 * no rounding): more decimals than the token has throw `SendAmountPrecisionError`, zero units
 * `InvalidSendParametersError`.
 * @example buildSendTransaction({ from, receiverAddress, amount: '1.5', token }) // { from, to: usdc, data: '0xa9059cbb…' }
 */
export function buildSendTransaction({
  from,
  receiverAddress,
  amount,
  token,
}: BuildSendTransactionParameters): SendTransactionRequest {
  const units = parseSendAmount(amount, token)
  const contract = token.address?.split(':').at(-1)
  if (!contract) return { from, to: receiverAddress, value: toHex(units) }
  return {
    from,
    to: contract,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiverAddress as `0x${string}`, units],
    }),
  }
}
