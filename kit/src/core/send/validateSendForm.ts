import type { Namespace } from '../../config/index.js'
import { findSendFormError } from './findSendFormError.js'
import type { SendForm } from './SendState.js'

export type ValidSendForm = { amount: string; receiverAddress: string; tokenAddress: string | undefined }

/**
 * Checks the send form (spec 5) and returns its required fields, trimmed; throws `InvalidSendParametersError`
 * ("Please enter a valid amount and receiver address") when the amount or the receiver is missing or invalid.
 * @example const { amount, receiverAddress } = validateSendForm(kit.store.getState().send, 'eip155')
 */
export function validateSendForm(send: SendForm, namespace?: Namespace): ValidSendForm {
  const error = findSendFormError(send, namespace)
  if (error) throw error
  return {
    amount: send.amount?.trim() ?? '',
    receiverAddress: send.receiverAddress?.trim() ?? '',
    tokenAddress: send.tokenAddress,
  }
}
