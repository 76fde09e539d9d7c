import { formatPermit } from '../../../core/approval/formatPermit.js'
import type { TypedDataDescription } from '../../../core/approval/RequestDescription.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Fields } from './Fields.js'

export type TypedDataDetailsProps = { typedData: TypedDataDescription }

const isHexLike = (value: string) => value.startsWith('0x')

/**
 * Typed data as signed: any permits it grants in one line each, then its domain and every message field.
 * @example <TypedDataDetails typedData={description.typedData} />
 */
export function TypedDataDetails({ typedData }: TypedDataDetailsProps) {
  const t = useT()
  return (
    <>
      {typedData.permits.map((permit) => (
        <p key={`${permit.token}-${permit.amount.raw}`} className="wk-request-action wk-request-section">
          {formatPermit(permit)}
        </p>
      ))}
      <section className="wk-request-section" aria-label={t('typedDataDetails.domain')}>
        <h3 className="wk-request-heading">{t('typedDataDetails.domain')}</h3>
        <Fields
          label={t('typedDataDetails.domainFields')}
          rows={typedData.domain.map((field) => ({ ...field, mono: isHexLike(field.value) }))}
        />
      </section>
      <section className="wk-request-section" aria-label={t('common.message')}>
        <h3 className="wk-request-heading">
          {typedData.primaryType ? `Message (${typedData.primaryType})` : 'Message'}
        </h3>
        <Fields
          label={t('typedDataDetails.messageFields')}
          rows={typedData.message.map((field) => ({ ...field, mono: isHexLike(field.value) }))}
        />
      </section>
    </>
  )
}
