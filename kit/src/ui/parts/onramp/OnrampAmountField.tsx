import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { Field } from '../common/Field.js'

export type OnrampAmountFieldProps = {
  idPrefix: string
  amount: string
  currency: string
  currencies: readonly string[]
  /** "Enter between $10.00 and $7,500.00" when the amount is outside the payment method's limits. */
  problem: string | undefined
  onAmount: (amount: string) => void
  onCurrency: (currency: string) => void
}

/**
 * The fiat amount to spend and its currency (with the currency's image), with the payment method's limits stated when the amount is outside them.
 * @example <OnrampAmountField idPrefix={id} amount="100" currency="USD" currencies={['USD', 'EUR']} ... />
 */
export function OnrampAmountField({
  idPrefix,
  amount,
  currency,
  currencies,
  problem,
  onAmount,
  onCurrency,
}: OnrampAmountFieldProps) {
  const t = useT()
  const problemId = `${idPrefix}-amount-problem`
  return (
    <Field id={`${idPrefix}-amount`} label={t('common.amount')} problem={problem}>
      <div className="wk-amount">
        <input
          id={`${idPrefix}-amount`}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onAmount(event.target.value.replace(',', '.'))}
        />
        <RemoteImage kind="currency" id={currency} name={currency} size="sm" />
        <label className="wk-sr" htmlFor={`${idPrefix}-currency`}>
          {t('onrampAmountField.currency')}
        </label>
        <select
          id={`${idPrefix}-currency`}
          value={currency}
          onChange={(event) => onCurrency(event.target.value)}
        >
          {currencies.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
    </Field>
  )
}
