import type { Namespace } from '../../config/index.js'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { isEvmAddress } from '../../utils/isEvmAddress.js'
import { isSolanaAddress } from '../../utils/isSolanaAddress.js'
import type { SendForm } from './SendState.js'

/** Receiver checks per namespace (spec 5); other namespaces need a non-empty address without spaces. */
const receiverChecks: Partial<Record<Namespace, (address: string) => boolean>> = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
}

/** A positive decimal number as typed: digits with at most one point, no sign or exponent. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/**
 * What is wrong with the send form (spec 5): an `InvalidSendParametersError` ("Please enter a valid amount and
 * receiver address") when the amount or the receiver is missing or invalid, else undefined.
 * @example findSendFormError(kit.store.getState().send, 'eip155')?.message
 */
export function findSendFormError(
  send: SendForm,
  namespace?: Namespace,
): InvalidSendParametersError | undefined {
  const amount = send.amount?.trim()
  const receiverAddress = send.receiverAddress?.trim()
  const amountValid = amount !== undefined && DECIMAL.test(amount) && Number(amount) > 0
  const check = (namespace && receiverChecks[namespace]) ?? ((address: string) => !/\s/.test(address))
  const receiverValid = receiverAddress !== undefined && receiverAddress !== '' && check(receiverAddress)
  if (amountValid && receiverValid) return undefined
  return new InvalidSendParametersError({
    details: !amountValid
      ? `Invalid amount: ${JSON.stringify(send.amount)}`
      : `Invalid receiver: ${JSON.stringify(send.receiverAddress)}`,
  })
}
