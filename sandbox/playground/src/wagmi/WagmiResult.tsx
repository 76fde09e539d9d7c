/** One outcome of a wagmi action on the host card: a labelled value, or what failed. */
export function WagmiResult({
  label,
  value,
  error,
}: {
  label: string
  value?: string
  error?: Error | null
}) {
  if (error) {
    const text =
      'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : error.message
    return (
      <p className="host-result danger" role="status" aria-label="Failed">
        <span className="muted">Failed: </span>
        <code>{text}</code>
      </p>
    )
  }
  if (value === undefined) return null
  return (
    <p className="host-result" role="status" aria-label={label}>
      <span className="muted">{label}: </span>
      <code>{value}</code>
    </p>
  )
}
