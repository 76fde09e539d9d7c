import { formatAmount } from './formatAmount.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { CallDescription } from './RequestDescription.js'
import { tokenName } from './tokenName.js'

/**
 * One call as a line the visitor reads, with full addresses and exact amounts:
 * "Transfer 12.5 USDC to 0x…", "Approve 0x… to spend unlimited USDC", "Send 0.1 ETH to 0x…".
 * @example formatCallAction(call) // 'Transfer 1 USDC to 0x52908400098527886E0F7030069857D2E4169EE7'
 */
export function formatCallAction({ to, value, action }: CallDescription): string {
  switch (action.type) {
    case 'native': {
      const amount = value ? formatAmount(value, 'native') : 'an unreadable amount'
      return to ? `Send ${amount} to ${to}` : `Deploy a contract, sending ${amount}`
    }
    case 'erc20Transfer':
      return `Transfer ${formatTokenAmount(action)} to ${action.recipient}`
    case 'erc20TransferFrom':
      return `Transfer ${formatTokenAmount(action)} from ${action.from} to ${action.recipient}`
    case 'erc20Approve':
      return action.unlimited
        ? `Approve ${action.spender} to spend unlimited ${tokenName(action)}`
        : `Approve ${action.spender} to spend ${formatTokenAmount(action)}`
    case 'setApprovalForAll':
      return action.approved
        ? `Allow ${action.operator} to transfer all your tokens in the collection ${action.collection}`
        : `Revoke the approval for all of ${action.operator} in the collection ${action.collection}`
    case 'undecodable': {
      const selector = action.selector ? `function ${action.selector}, ` : ''
      return `Call ${to ?? 'a new contract'} with data that could not be decoded (${selector}${action.dataBytes} bytes)`
    }
  }
}
