import type { Namespace } from '../../config/index.js'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { WalletKitError } from '../../errors/WalletKitError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { isAmountOverBalance } from './isAmountOverBalance.js'
import { isSendName } from './isSendName.js'
import { isSendReceiverAddress } from './isSendReceiverAddress.js'
import { parseSendAmount } from './parseSendAmount.js'
import type { SendForm } from './SendState.js'

/** What is wrong with each field of the send form as it stands, as messages; a field left out has nothing wrong. */
export type SendFieldProblems = { amount?: MessageRef; receiver?: MessageRef }

/**
 * What is wrong with each field of the send form while the visitor fills it, so that each message shows under its
 * field and Preview send waits for a valid form: the amount missing or not a positive number, or the receiver
 * neither an address nor a name, read "Please enter a valid amount and receiver address" (spec 5); more decimals
 * than the token has ("USDC allows at most 6 decimals") and "Insufficient balance" name the amount's problem. A
 * name (eip155 only) passes: whether it resolves is known once the visitor asks for the preview.
 * @example findSendFieldProblems({ ...send, amount: '1', receiverAddress: '0x1234' }, 'eip155', eth).receiver
 */
export function findSendFieldProblems(
  send: SendForm,
  namespace: Namespace | undefined,
  token: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): SendFieldProblems {
  const problems: SendFieldProblems = {}
  try {
    parseSendAmount(send.amount, token)
    if (isAmountOverBalance(send.amount, token)) problems.amount = messageRef('send.insufficientBalance')
  } catch (error) {
    problems.amount = errorMessage(error instanceof WalletKitError ? error : new InvalidSendParametersError())
  }
  const typed = send.receiverProfileName ?? send.receiverAddress ?? ''
  const isName = namespace === 'eip155' && isSendName(typed)
  if (!isName && !isSendReceiverAddress(send.receiverAddress, namespace))
    problems.receiver = errorMessage(new InvalidSendParametersError())
  return problems
}
