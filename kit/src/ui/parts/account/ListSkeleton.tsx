/**
 * Placeholder rows while a list loads, announced once as busy.
 * @example <ListSkeleton label="Loading tokens" rows={3} />
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={index} className="wk-skeleton" aria-hidden="true">
          <i />
          <i />
          <i />
        </div>
      ))}
    </div>
  )
}
