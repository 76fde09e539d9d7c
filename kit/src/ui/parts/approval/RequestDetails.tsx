import type { RequestDescription } from '../../../core/approval/RequestDescription.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { CallList } from './CallList.js'
import { FeeCaps } from './FeeCaps.js'
import { RequestWarnings } from './RequestWarnings.js'
import { TypedDataDetails } from './TypedDataDetails.js'
import { useApprovalStyles } from './useApprovalStyles.js'

export type RequestDetailsProps = { description: RequestDescription }

/**
 * What the visitor is asked to approve (DESIGN "Trust"): warnings first, the chain, then each call with its fees,
 * the message, or the typed data, with full addresses and exact amounts.
 * @example <RequestDetails description={description} />
 */
export function RequestDetails({ description }: RequestDetailsProps) {
  const t = useT()
  useApprovalStyles()
  const chain = description.chain
  return (
    <div className="wk-request">
      <RequestWarnings warnings={description.warnings} />
      <p className="wk-muted" style={{ margin: 0 }}>
        {t('common.network')}{' '}
        <span>{chain ? (chain.name ?? chain.caipNetworkId) : t('approval.unknownChain')}</span>
        {chain?.name ? (
          <>
            {' '}
            <span className="wk-request-mono" dir="ltr">
              ({chain.caipNetworkId})
            </span>
          </>
        ) : null}
      </p>
      {description.kind === 'transaction' || description.kind === 'calls' ? (
        <>
          <CallList calls={description.calls} />
          <FeeCaps fees={description.fees} />
        </>
      ) : null}
      {description.kind === 'message' ? (
        <section aria-label={t('common.message')}>
          {description.message.encoding === 'hex' ? (
            <h3 className="wk-request-heading">{t('requestDetails.messageHexBytes')}</h3>
          ) : null}
          <pre className="wk-message" dir={description.message.encoding === 'hex' ? 'ltr' : 'auto'}>
            {description.message.text}
          </pre>
        </section>
      ) : null}
      {description.kind === 'typedData' ? <TypedDataDetails typedData={description.typedData} /> : null}
      {description.kind === 'unknown' ? (
        <p className="wk-request-mono" dir="ltr" style={{ margin: 0 }}>
          {description.method}
        </p>
      ) : null}
    </div>
  )
}
