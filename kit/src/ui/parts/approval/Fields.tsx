import type { ReactNode } from 'react'

export type FieldsProps = {
  label: string
  /** Rows of the list; a row with an undefined value is left out. */
  rows: { name: string; value: ReactNode | undefined; mono?: boolean }[]
}

/**
 * A labelled list of name and value rows; `mono` values (addresses, hex) are monospace and wrap, never truncated.
 * @example <Fields label="Fees" rows={[{ name: 'Gas limit', value: '21000' }]} />
 */
export function Fields({ label, rows }: FieldsProps) {
  const shown = rows.filter((row) => row.value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className="wk-request-fields" aria-label={label}>
      {shown.map((row) => (
        <div key={row.name} style={{ display: 'contents' }}>
          <dt>{row.name}</dt>
          <dd className={row.mono ? 'wk-request-mono' : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
