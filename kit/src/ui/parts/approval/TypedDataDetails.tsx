import { permitMessage } from '../../../core/approval/permitMessage.js'
import type { TypedDataDescription, TypedDataField } from '../../../core/approval/RequestDescription.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Fields } from './Fields.js'

export type TypedDataDetailsProps = { typedData: TypedDataDescription }

const isHexLike = (value: string) => value.startsWith('0x')

/** A field as a row; the last of a message cut short ('…') says so in the visitor's language. */
const toRow = (t: Translate) => (field: TypedDataField, index: number, fields: TypedDataField[]) => {
  const cut = field.name === '…' && index === fields.length - 1 && index > 0
  return {
    id: `${index}:${field.name}`,
    name: field.name,
    value: cut ? t('approval.moreFields') : field.value,
    mono: !cut && isHexLike(field.value),
  }
}

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
          {t.ref(permitMessage(permit))}
        </p>
      ))}
      <section className="wk-request-section" aria-label={t('typedDataDetails.domain')}>
        <h3 className="wk-request-heading">{t('typedDataDetails.domain')}</h3>
        <Fields label={t('typedDataDetails.domainFields')} rows={typedData.domain.map(toRow(t))} />
      </section>
      <section className="wk-request-section" aria-label={t('common.message')}>
        <h3 className="wk-request-heading">
          {typedData.primaryType
            ? t('approval.messageOfType', { type: typedData.primaryType })
            : t('common.message')}
        </h3>
        <Fields label={t('typedDataDetails.messageFields')} rows={typedData.message.map(toRow(t))} />
      </section>
    </>
  )
}
