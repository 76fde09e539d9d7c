import { OnrampChoice } from './OnrampChoice.js'
import { OnrampTokenImage } from './OnrampTokenImage.js'
import type { OnrampMethod, useOnrampForm } from './useOnrampForm.js'

const METHOD_LABELS: Record<OnrampMethod, string> = { card: 'Card', ach_bank_account: 'Bank account (ACH)' }

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
  return (
    <>
      <OnrampChoice
        legend="You buy"
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
        legend="Payment method"
        name={`${idPrefix}-method`}
        value={form.method}
        options={form.methods.map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
        onChange={(method) => form.pick({ method })}
      />
      <OnrampChoice
        legend="Provider"
        name={`${idPrefix}-provider`}
        value={form.provider?.id}
        options={form.providers.map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
          detail: `${candidate.feeRange.min}–${candidate.feeRange.max} % fee`,
        }))}
        onChange={(id) => form.pick({ provider: id })}
      />
    </>
  )
}
