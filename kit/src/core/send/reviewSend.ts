import { SendNameNotFoundError } from '../../errors/SendNameNotFoundError.js'
import { SendTokenNetworkMismatchError } from '../../errors/SendTokenNetworkMismatchError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import type { WalletKit } from '../WalletKit.js'
import { findSendFormProblem, type SendFormField } from './findSendFormProblem.js'
import { formatSendAmount } from './formatSendAmount.js'
import { getSendContext } from './getSendContext.js'
import { isAmountOverBalance } from './isAmountOverBalance.js'
import { isSendName } from './isSendName.js'
import { isTokenOnNetwork } from './isTokenOnNetwork.js'
import { resolveSendReceiver } from './resolveSendReceiver.js'
import { setSendStep } from './setSendStep.js'
import { updateSendForm } from './updateSendForm.js'

/** What the send preview shows. */
export type SendPreviewDetails = {
  token: AccountTokenBalance
  /** The exact amount in the token's units (never rounded for display). */
  amount: string
  /** The full receiver address (checksummed on eip155). */
  receiverAddress: string
  receiverName: string | undefined
}

/** A problem (a message) to show beside its field (or under the form), or the preview to show instead of the form. */
export type ReviewSendReturnType =
  | { status: 'problem'; problem: MessageRef; field?: SendFormField }
  | { status: 'preview'; preview: SendPreviewDetails }

/**
 * Reviews the send form (spec 5): resolves the receiver (a name through the name lookup; an unknown name returns
 * "No address found for bob.wk.eth: …" beside the receiver), then returns "Please
 * enter a valid amount and receiver address" when the amount or the receiver is missing or invalid (an EVM receiver
 * with a wrong EIP-55 checksum included), "USDC allows at most 6 decimals" rather than rounding, "Insufficient
 * balance" when the amount is over the token's balance, each with its field; else the preview (exact amount, full
 * receiver). The send step is 'resolving' meanwhile,
 * then 'form' with a problem or 'preview'.
 * @example const review = await reviewSend(kit); if (review.status === 'problem') show(review.problem)
 */
export async function reviewSend(kit: WalletKit): Promise<ReviewSendReturnType> {
  setSendStep(kit, 'resolving')
  const { send } = kit.store.getState()
  const typed = send.receiverProfileName ?? send.receiverAddress ?? ''
  const resolved = typed.trim() ? await resolveSendReceiver(kit, typed) : undefined
  if (resolved) updateSendForm(kit, { receiverAddress: resolved.address, receiverProfileName: resolved.name })
  const unknownName = !resolved && kit.store.getState().activeNamespace === 'eip155' && isSendName(typed)
  const review: ReviewSendReturnType = unknownName
    ? {
        status: 'problem',
        problem: errorMessage(new SendNameNotFoundError({ name: typed.trim() })),
        field: 'receiver',
      }
    : reviewForm(kit)
  setSendStep(kit, review.status === 'problem' ? 'form' : 'preview')
  return review
}

function reviewForm(kit: WalletKit): ReviewSendReturnType {
  const state = kit.store.getState()
  const { send } = state
  const context = getSendContext(state)
  const problem = findSendFormProblem(send, state.activeNamespace, context?.token)
  if (problem) return { status: 'problem', problem: errorMessage(problem.error), field: problem.field }
  if (!context) return { status: 'problem', problem: messageRef('walletSend.thereIsNothingTo') }
  if (!isTokenOnNetwork(context.token, context.network)) {
    const { symbol } = context.token
    const error = new SendTokenNetworkMismatchError({ symbol, networkName: context.network.name })
    return { status: 'problem', problem: errorMessage(error), field: 'amount' }
  }
  if (isAmountOverBalance(send.amount, context.token))
    return { status: 'problem', problem: messageRef('send.insufficientBalance'), field: 'amount' }
  return {
    status: 'preview',
    preview: {
      token: context.token,
      amount: formatSendAmount(send.amount ?? '', context.token),
      receiverAddress: send.receiverAddress?.trim() ?? '',
      receiverName: send.receiverProfileName,
    },
  }
}
