import type { AccountTokenBalance } from '../account/AccountState.js'
import type { WalletKit } from '../WalletKit.js'
import { findSendFormError } from './findSendFormError.js'
import { getSendContext } from './getSendContext.js'
import { isAmountOverBalance } from './isAmountOverBalance.js'
import { resolveSendReceiver } from './resolveSendReceiver.js'
import { setSendStep } from './setSendStep.js'
import { updateSendForm } from './updateSendForm.js'

/** What the send preview shows. */
export type SendPreviewDetails = {
  token: AccountTokenBalance
  amount: string
  receiverAddress: string
  receiverName: string | undefined
}

/** A problem to show under the form (in the spec's words), or the preview to show instead of the form. */
export type ReviewSendReturnType =
  | { status: 'problem'; problem: string }
  | { status: 'preview'; preview: SendPreviewDetails }

/**
 * Reviews the send form (spec 5): resolves the receiver (a name through the name lookup), then returns "Please
 * enter a valid amount and receiver address" when the amount or the receiver is missing or invalid, "Insufficient
 * balance" when the amount is over the token's balance, else the preview. The send step is 'resolving' meanwhile,
 * then 'form' with a problem or 'preview'.
 * @example const review = await reviewSend(kit); if (review.status === 'problem') show(review.problem)
 */
export async function reviewSend(kit: WalletKit): Promise<ReviewSendReturnType> {
  setSendStep(kit, 'resolving')
  const { send } = kit.store.getState()
  const typed = send.receiverProfileName ?? send.receiverAddress ?? ''
  const resolved = typed.trim() ? await resolveSendReceiver(kit, typed) : undefined
  if (resolved) updateSendForm(kit, { receiverAddress: resolved.address, receiverProfileName: resolved.name })
  const review = reviewForm(kit)
  setSendStep(kit, review.status === 'problem' ? 'form' : 'preview')
  return review
}

function reviewForm(kit: WalletKit): ReviewSendReturnType {
  const state = kit.store.getState()
  const { send } = state
  const error = findSendFormError(send, state.activeNamespace)
  if (error) return { status: 'problem', problem: error.message }
  const context = getSendContext(state)
  if (!context) return { status: 'problem', problem: 'There is nothing to send yet.' }
  if (isAmountOverBalance(send.amount, context.token))
    return { status: 'problem', problem: 'Insufficient balance' }
  return {
    status: 'preview',
    preview: {
      token: context.token,
      amount: send.amount ?? '',
      receiverAddress: send.receiverAddress ?? '',
      receiverName: send.receiverProfileName,
    },
  }
}
