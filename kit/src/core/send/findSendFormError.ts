import type { Namespace } from '../../config/index.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { findSendFormProblem } from './findSendFormProblem.js'
import type { SendForm } from './SendState.js'

/**
 * What is wrong with the send form (spec 5): an `InvalidSendParametersError` ("Please enter a valid amount and
 * receiver address") when the amount or the receiver is missing or invalid, a `SendAmountPrecisionError` when the
 * amount has more decimals than `token` has, else undefined.
 * @example findSendFormError(kit.store.getState().send, 'eip155', usdc)?.message
 */
export function findSendFormError(
  send: SendForm,
  namespace?: Namespace,
  token?: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): WalletKitError | undefined {
  return findSendFormProblem(send, namespace, token)?.error
}
