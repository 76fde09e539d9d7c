import type { ReactNode } from 'react'

export type OnrampChoiceProps<Value extends string> = {
  /** The group's accessible name, also shown as its legend. */
  legend: string
  name: string
  value: Value | undefined
  options: readonly { value: Value; label: string; detail?: string | undefined; media?: ReactNode }[]
  onChange: (value: Value) => void
}

/**
 * A group of radio buttons drawn as cards: one accessible radio per option (arrow keys move between them), its
 * label the option's name and an optional detail line and image.
 * @example <OnrampChoice legend="Payment method" name="method" value="card" options={methods} onChange={pick} />
 */
export function OnrampChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: OnrampChoiceProps<Value>) {
  return (
    <fieldset className="wk-or-choice">
      <legend className="wk-label">{legend}</legend>
      <div className="wk-or-options">
        {options.map((option) => (
          <label key={option.value} className="wk-or-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.media}
            <span className="wk-or-option-text">
              <span className="wk-or-option-label">{option.label}</span>
              {/* The space keeps the accessible name "USDC USD Coin", not "USDCUSD Coin". */}
              {option.detail ? (
                <>
                  {' '}
                  <span className="wk-or-option-detail">{option.detail}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
