import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { amountMessage } from './amountMessage.js'
import type { CallDescription } from './RequestDescription.js'
import { tokenAmountMessage } from './tokenAmountMessage.js'
import { tokenName } from './tokenName.js'

/**
 * One call as a line the visitor reads, with full addresses and exact amounts, as a message:
 * "Transfer 12.5 USDC to 0x…", "Approve 0x… to spend unlimited USDC", "Send 0.1 ETH to 0x…".
 * @example t.ref(callActionMessage(call)) // 'Transfer 1 USDC to 0x52908400098527886E0F7030069857D2E4169EE7'
 */
export function callActionMessage({ to, value, action }: CallDescription): MessageRef {
  switch (action.type) {
    case 'native': {
      const amount = value ? amountMessage(value, 'native') : messageRef('approval.unreadableAmount')
      return to
        ? messageRef('approval.sendTo', { amount, to })
        : messageRef('approval.deployWithValue', { amount })
    }
    case 'erc20Transfer':
      return messageRef('approval.transfer', {
        amount: tokenAmountMessage(action),
        recipient: action.recipient,
      })
    case 'erc20TransferFrom':
      return messageRef('approval.transferFrom', {
        amount: tokenAmountMessage(action),
        from: action.from,
        recipient: action.recipient,
      })
    case 'erc20Approve':
      return action.unlimited
        ? messageRef('approval.approveUnlimited', { spender: action.spender, token: tokenName(action) })
        : messageRef('approval.approveAmount', {
            spender: action.spender,
            amount: tokenAmountMessage(action),
          })
    case 'setApprovalForAll':
      return messageRef(action.approved ? 'approval.allowAll' : 'approval.revokeAll', {
        operator: action.operator,
        collection: action.collection,
      })
    case 'undecodable': {
      const target = to ?? messageRef('approval.aNewContract')
      const bytes = String(action.dataBytes)
      return action.selector
        ? messageRef('approval.callUndecodableFunction', { to: target, selector: action.selector, bytes })
        : messageRef('approval.callUndecodable', { to: target, bytes })
    }
  }
}
