import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import type { DescribeScope } from './DescribeScope.js'
import { describeAmount } from './describeAmount.js'
import { parseQuantity } from './parseQuantity.js'
import type { FeeCapsDescription } from './RequestDescription.js'

type RawFees = { gas?: unknown; gasPrice?: unknown; maxFeePerGas?: unknown; maxPriorityFeePerGas?: unknown }
const GWEI = { symbol: 'gwei', decimals: 9 }

/**
 * The fee caps a transaction sets (gas limit, gas price or EIP-1559 caps, in gwei) and the most its network fee
 * can be in the native currency; only those given. A cap that cannot be read gives a warning.
 * @example describeFees(scope, { gas: '0x5208', maxFeePerGas: '0x3b9aca00' }).fees.maxFeePerGas?.formatted // '1'
 */
export function describeFees(
  scope: DescribeScope,
  raw: unknown,
): { fees: FeeCapsDescription; warnings: MessageRef[] } {
  const fields: RawFees = typeof raw === 'object' && raw !== null ? raw : {}
  const warnings: MessageRef[] = []
  const read = (name: keyof RawFees): bigint | undefined => {
    const value = fields[name]
    if (value === undefined || value === null) return undefined
    const parsed = parseQuantity(value)
    if (parsed === null) warnings.push(approvalWarnings.unreadableFeeField(name, JSON.stringify(value)))
    return parsed ?? undefined
  }
  const gas = read('gas')
  const gasPrice = read('gasPrice')
  const maxFeePerGas = read('maxFeePerGas')
  const maxPriorityFeePerGas = read('maxPriorityFeePerGas')
  const fees: FeeCapsDescription = {}
  if (gas !== undefined) fees.gas = gas.toString()
  if (gasPrice !== undefined) fees.gasPrice = describeAmount(gasPrice, GWEI)
  if (maxFeePerGas !== undefined) fees.maxFeePerGas = describeAmount(maxFeePerGas, GWEI)
  if (maxPriorityFeePerGas !== undefined)
    fees.maxPriorityFeePerGas = describeAmount(maxPriorityFeePerGas, GWEI)
  const perGas = maxFeePerGas ?? gasPrice
  if (gas !== undefined && perGas !== undefined)
    fees.maxNetworkFee = describeAmount(gas * perGas, scope.network?.nativeCurrency)
  return { fees, warnings }
}
