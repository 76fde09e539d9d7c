import type { Namespace } from '../../config/index.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { findSendFormError } from './findSendFormError.js'
import type { SendForm } from './SendState.js'

export type ValidSendForm = { amount: string; receiverAddress: string; tokenAddress: string | undefined }

/**
 * Checks the send form (spec 5) and returns its required fields, trimmed; throws `InvalidSendParametersError`
 * ("Please enter a valid amount and receiver address") when the amount or the receiver is missing or invalid, and
 * `SendAmountPrecisionError` when the amount has more decimals than `token` has.
 * @example const { amount, receiverAddress } = validateSendForm(kit.store.getState().send, 'eip155')
 */
export function validateSendForm(
  send: SendForm,
  namespace?: Namespace,
  token?: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): ValidSendForm {
  const error = findSendFormError(send, namespace, token)
  if (error) throw error
  return {
    amount: send.amount?.trim() ?? '',
    receiverAddress: send.receiverAddress?.trim() ?? '',
    tokenAddress: send.tokenAddress,
  }
}
