import { formatAmount } from '../../../core/approval/formatAmount.js'
import { formatCallAction } from '../../../core/approval/formatCallAction.js'
import type { CallDescription } from '../../../core/approval/RequestDescription.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Fields } from './Fields.js'

export type CallListProps = { calls: CallDescription[] }

/**
 * Each call of a transaction or batch: what it does in one line, then its full recipient, exact native value and,
 * for token calls, the token contract.
 * @example <CallList calls={description.calls} />
 */
export function CallList({ calls }: CallListProps) {
  const t = useT()
  return (
    <ol className="wk-request-list" aria-label={t('callList.calls')}>
      {calls.map((call, index) => (
        // Calls have no identity of their own; their order is what is signed.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <li key={index} className="wk-request-section">
          <p className="wk-request-action">{formatCallAction(call)}</p>
          <Fields
            label={calls.length > 1 ? `Call ${index + 1}` : 'Call'}
            rows={[
              { name: 'To', value: call.to ?? 'New contract', mono: call.to !== undefined },
              { name: 'Value', value: call.value ? formatAmount(call.value, 'native') : 'Unreadable' },
              { name: 'Token', value: 'token' in call.action ? call.action.token : undefined, mono: true },
              {
                name: 'Data',
                value:
                  call.action.type === 'undecodable'
                    ? `${call.action.selector ?? 'not hex'} (${call.action.dataBytes} bytes)`
                    : undefined,
                mono: true,
              },
            ]}
          />
        </li>
      ))}
    </ol>
  )
}
