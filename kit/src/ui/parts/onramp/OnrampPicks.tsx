import { useT } from '../../../primitives/i18n/useT.js'
import { OnrampChoice } from './OnrampChoice.js'
import { OnrampTokenImage } from './OnrampTokenImage.js'
import type { OnrampMethod, useOnrampForm } from './useOnrampForm.js'

const METHOD_LABELS = {
  card: 'onrampPicks.card',
  ach_bank_account: 'onrampPicks.ach',
} as const satisfies Record<OnrampMethod, string>

/**
 * The Buy form's three choices: the token to receive (with its logo), the payment method, and the provider with its
 * fee range (spec 9), each a radio group.
 * @example <OnrampPicks form={form} idPrefix={id} />
 */
export function OnrampPicks({
  form,
  idPrefix,
}: {
  form: ReturnType<typeof useOnrampForm>
  idPrefix: string
}) {
  const t = useT()
  return (
    <>
      <OnrampChoice
        legend={t('onrampPicks.youBuy')}
        name={`${idPrefix}-token`}
        value={form.token?.symbol}
        options={form.tokens.map((candidate) => ({
          value: candidate.symbol,
          label: candidate.symbol,
          detail: candidate.name,
          media: <OnrampTokenImage symbol={candidate.symbol} />,
        }))}
        onChange={(symbol) => form.pick({ symbol })}
      />
      <OnrampChoice
        legend={t('onrampPicks.paymentMethod')}
        name={`${idPrefix}-method`}
        value={form.method}
        options={form.methods.map((method) => ({ value: method, label: t(METHOD_LABELS[method]) }))}
        onChange={(method) => form.pick({ method })}
      />
      <OnrampChoice
        legend={t('onrampPicks.provider')}
        name={`${idPrefix}-provider`}
        value={form.provider?.id}
        options={form.providers.map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
          detail: t('onrampPicks.fee', { min: candidate.feeRange.min, max: candidate.feeRange.max }),
        }))}
        onChange={(id) => form.pick({ provider: id })}
      />
    </>
  )
}
