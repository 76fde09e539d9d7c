import { amountMessage } from '../../../core/approval/amountMessage.js'
import { callActionMessage } from '../../../core/approval/callActionMessage.js'
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
          <p className="wk-request-action">{t.ref(callActionMessage(call))}</p>
          <Fields
            label={calls.length > 1 ? t('approval.callNumber', { number: index + 1 }) : t('approval.call')}
            rows={[
              {
                id: 'to',
                name: t('approval.to'),
                value: call.to ?? t('approval.newContract'),
                mono: call.to !== undefined,
              },
              {
                id: 'value',
                name: t('approval.value'),
                value: call.value ? t.ref(amountMessage(call.value, 'native')) : t('approval.unreadable'),
                mono: call.value !== undefined,
              },
              {
                id: 'token',
                name: t('approval.token'),
                value: 'token' in call.action ? call.action.token : undefined,
                mono: true,
              },
              {
                id: 'data',
                name: t('approval.data'),
                value:
                  call.action.type === 'undecodable'
                    ? t('approval.dataDetail', {
                        selector: call.action.selector ?? t('approval.notHex'),
                        bytes: String(call.action.dataBytes),
                      })
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
