import { decodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import type { DescribeScope } from './DescribeScope.js'
import { describeTokenAmount } from './describeTokenAmount.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'
import type { CallAction } from './RequestDescription.js'

const setApprovalForAllAbi = [
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
] as const

const abi = [...erc20Abi, ...setApprovalForAllAbi]

/**
 * What a call's data does: an ERC-20 transfer, transferFrom or approve, or setApprovalForAll, with its warnings
 * (unlimited approvals, approval for all); anything else is undecodable, with its selector and length.
 * @example decodeCallAction(scope, usdc, transferData).action.type // 'erc20Transfer'
 */
export function decodeCallAction(
  scope: DescribeScope,
  to: string | undefined,
  data: Hex,
): { action: CallAction; warnings: MessageRef[] } {
  const undecodable = {
    action: {
      type: 'undecodable',
      selector: data.length >= 10 ? data.slice(0, 10) : undefined,
      dataBytes: (data.length - 2) / 2,
    },
    warnings: [approvalWarnings.undecodable],
  } satisfies { action: CallAction; warnings: MessageRef[] }
  if (!to) return undecodable
  const decoded = tryDecode(data)
  if (!decoded) return undecodable
  switch (decoded.functionName) {
    case 'transfer': {
      const [recipient, amount] = decoded.args
      return {
        action: { type: 'erc20Transfer', recipient, ...describeTokenAmount(scope, to, amount) },
        warnings: [],
      }
    }
    case 'transferFrom': {
      const [from, recipient, amount] = decoded.args
      const action = {
        type: 'erc20TransferFrom',
        from,
        recipient,
        ...describeTokenAmount(scope, to, amount),
      } as const
      return { action, warnings: [] }
    }
    case 'approve': {
      const [spender, amount] = decoded.args
      const token = describeTokenAmount(scope, to, amount)
      const unlimited = isUnlimitedAmount(amount)
      const warnings = unlimited ? [approvalWarnings.unlimited(spender, token)] : []
      return { action: { type: 'erc20Approve', spender, unlimited, ...token }, warnings }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      const warnings = approved ? [approvalWarnings.approvalForAll(operator, to)] : []
      return { action: { type: 'setApprovalForAll', collection: to, operator, approved }, warnings }
    }
    default:
      return undecodable
  }
}

function tryDecode(data: Hex) {
  try {
    return decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }
}
