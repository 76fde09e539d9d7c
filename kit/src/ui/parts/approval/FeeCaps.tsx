import { amountMessage } from '../../../core/approval/amountMessage.js'
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
    value ? t.ref(amountMessage(value, 'native')) : undefined
  return (
    <Fields
      label={t('common.fees')}
      rows={[
        { id: 'gas', name: t('approval.gasLimit'), value: fees.gas, mono: true },
        { id: 'gasPrice', name: t('approval.gasPrice'), value: amount(fees.gasPrice), mono: true },
        {
          id: 'maxFeePerGas',
          name: t('approval.maxFeePerGas'),
          value: amount(fees.maxFeePerGas),
          mono: true,
        },
        {
          id: 'maxPriorityFeePerGas',
          name: t('approval.maxPriorityFee'),
          value: amount(fees.maxPriorityFeePerGas),
          mono: true,
        },
        {
          id: 'maxNetworkFee',
          name: t('approval.maxNetworkFee'),
          value: amount(fees.maxNetworkFee),
          mono: true,
        },
      ]}
    />
  )
}
