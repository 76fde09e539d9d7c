import { useT } from '../../../primitives/i18n/useT.js'
/**
 * Placeholder session rows while the list loads, shaped like a row (icon, name, site, two permissions, expiry and
 * the Revoke button) so the view keeps its size when the sessions arrive; announced once as busy.
 * @example <SmartSessionsSkeleton />
 */
export function SmartSessionsSkeleton({ rows = 2 }: { rows?: number }) {
  const t = useT()
  return (
    <div
      role="progressbar"
      aria-label={t('smartSessionsSkeleton.loadingSessions')}
      aria-busy="true"
      className="wk-session-list"
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={index} className="wk-session wk-session-skeleton" aria-hidden="true">
          <div className="wk-session-body">
            <i />
            <div className="wk-session-main">
              <i />
              <i />
              <i />
              <i />
              <i />
            </div>
            <i />
          </div>
        </div>
      ))}
    </div>
  )
}
