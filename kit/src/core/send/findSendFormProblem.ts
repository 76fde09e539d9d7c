import type { Namespace } from '../../config/index.js'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { isSendReceiverAddress } from './isSendReceiverAddress.js'
import { parseSendAmount } from './parseSendAmount.js'
import type { SendForm } from './SendState.js'

/** The send form's field a problem belongs to, shown beside it. */
export type SendFormField = 'amount' | 'receiver'

/** What is wrong with the send form, and where. */
export type SendFormProblem = { field: SendFormField; error: WalletKitError }

/** Without a token the amount is checked at the finest precision any token has. */
const ANY_TOKEN = { symbol: 'The token', quantity: { decimals: '255', numeric: '0' } }

/**
 * What is wrong with the send form and which field it concerns (spec 5): "Please enter a valid amount and receiver
 * address" (`InvalidSendParametersError`) when the amount or the receiver is missing or invalid, a
 * `SendAmountPrecisionError` when the amount has more decimals than `token` has; undefined when nothing is.
 * @example findSendFormProblem(kit.store.getState().send, 'eip155', usdc)?.field // 'amount'
 */
export function findSendFormProblem(
  send: SendForm,
  namespace?: Namespace,
  token?: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): SendFormProblem | undefined {
  try {
    parseSendAmount(send.amount, token ?? ANY_TOKEN)
  } catch (error) {
    return {
      field: 'amount',
      error: error instanceof WalletKitError ? error : new InvalidSendParametersError(),
    }
  }
  if (isSendReceiverAddress(send.receiverAddress, namespace)) return undefined
  return {
    field: 'receiver',
    error: new InvalidSendParametersError({
      details: `Invalid receiver: ${JSON.stringify(send.receiverAddress)}`,
    }),
  }
}
