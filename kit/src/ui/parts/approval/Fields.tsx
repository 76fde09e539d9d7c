import type { ReactNode } from 'react'

export type FieldsProps = {
  label: string
  /**
   * Rows of the list, each with a stable `id`; a row with an undefined value is left out. `mono` values (addresses,
   * hex, exact amounts) are monospace, wrap and read left to right in any language.
   */
  rows: { id: string; name: string; value: ReactNode | undefined; mono?: boolean }[]
}

/**
 * A labelled list of name and value rows; `mono` values (addresses, hex) are monospace and wrap, never truncated.
 * @example <Fields label="Fees" rows={[{ id: 'gas', name: 'Gas limit', value: '21000', mono: true }]} />
 */
export function Fields({ label, rows }: FieldsProps) {
  const shown = rows.filter((row) => row.value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className="wk-request-fields" aria-label={label}>
      {shown.map((row) => (
        <div key={row.id} style={{ display: 'contents' }}>
          <dt>{row.name}</dt>
          <dd className={row.mono ? 'wk-request-mono' : undefined}>
            {row.mono ? <bdi dir="ltr">{row.value}</bdi> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
