import type { ReactNode } from 'react'

export type FieldProps = {
  /** The input's id: the label names it, and the problem under it has the id `{id}-problem`. */
  id: string
  label: string
  /** The input, with what sits inside its box (a suffix, the token, the currency). */
  children: ReactNode
  /** What shows under the input before any problem: the rule it follows, the balance, the check's result. */
  below?: ReactNode
  /** What is wrong with the value, under the field as an alert; the input ties it with aria-describedby. */
  problem?: string | undefined
}

/**
 * The one layout of a form field: its label, the input, and its message under it.
 * @example <Field id={`${ids}-amount`} label="Amount" problem={problem}><input id={`${ids}-amount`} aria-describedby={problem ? `${ids}-amount-problem` : undefined} /></Field>
 */
export function Field({ id, label, children, below, problem }: FieldProps) {
  return (
    <div className="wk-field">
      <label className="wk-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {below}
      {problem ? (
        <p id={`${id}-problem`} className="wk-error-text wk-field-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
