import { formatAmount } from '../../../core/approval/formatAmount.js'
import type { FeeCapsDescription } from '../../../core/approval/RequestDescription.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Fields } from './Fields.js'

export type FeeCapsProps = { fees: FeeCapsDescription }

/**
 * The fee caps the transaction sets, exactly: gas limit, gas price or EIP-1559 caps, and the most it can cost.
 * @example <FeeCaps fees={description.fees} />
 */
export function FeeCaps({ fees }: FeeCapsProps) {
  const t = useT()
  const amount = (value: FeeCapsDescription['gasPrice']) =>
    value ? formatAmount(value, 'native') : undefined
  return (
    <Fields
      label={t('common.fees')}
      rows={[
        { name: 'Gas limit', value: fees.gas },
        { name: 'Gas price', value: amount(fees.gasPrice) },
        { name: 'Max fee per gas', value: amount(fees.maxFeePerGas) },
        { name: 'Max priority fee', value: amount(fees.maxPriorityFeePerGas) },
        { name: 'Max network fee', value: amount(fees.maxNetworkFee) },
      ]}
    />
  )
}
