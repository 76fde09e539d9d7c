/** What the page shows when the sandbox could not boot: the reason, and what usually fixes it. */
export function BootFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error)
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined
  return (
    <main className="boot-failure">
      <div className="card">
        <h1>The sandbox did not start</h1>
        <p role="alert">
          {message}
          {cause ? `: ${cause}` : ''}
        </p>
        <p className="muted">
          Is <code>npm run dev</code> still running? Reload the page once it is.
        </p>
      </div>
    </main>
  )
}
