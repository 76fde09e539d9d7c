export type RequestWarningsProps = { warnings: string[] }

/**
 * The request's plain warnings (unlimited approvals, undecodable calls), announced as an alert.
 * @example <RequestWarnings warnings={description.warnings} />
 */
export function RequestWarnings({ warnings }: RequestWarningsProps) {
  if (warnings.length === 0) return null
  return (
    <div className="wk-request-warnings" role="alert" aria-label="Warnings">
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </div>
  )
}
