import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { PermitDescription } from './RequestDescription.js'
import { tokenAmountMessage } from './tokenAmountMessage.js'
import { tokenName } from './tokenName.js'

/**
 * A permit as a line, a message: "Permit 0x… to spend 5 USDC until 2030-01-01T00:00:00.000Z" (the deadline as signed).
 * @example t.ref(permitMessage(permit)) // 'Permit 0x… to spend unlimited USDC'
 */
export function permitMessage(permit: PermitDescription): MessageRef {
  const amount = permit.unlimited
    ? messageRef('approval.unlimitedToken', { token: tokenName(permit) })
    : tokenAmountMessage(permit)
  return permit.deadline
    ? messageRef('approval.permitUntil', {
        spender: permit.spender,
        amount,
        deadline: permit.deadline.date ?? permit.deadline.raw,
      })
    : messageRef('approval.permit', { spender: permit.spender, amount })
}
