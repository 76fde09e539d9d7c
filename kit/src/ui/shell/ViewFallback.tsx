import { Spinner } from '../../primitives/components/Spinner.js'

export type ViewFallbackProps = {
  /** Given when the view's file failed to load (a dropped connection): shows the failure and a Retry. */
  retry?: (() => void) | undefined
}

/**
 * What shows while a view's code is on its way (a spinner), or when it could not be loaded (a message and Retry).
 * @example loaded ? <View /> : <ViewFallback />
 */
export function ViewFallback({ retry }: ViewFallbackProps) {
  if (retry)
    return (
      <div className="wk-center wk-stack" role="alert">
        <p className="wk-heading">Could not load this view</p>
        <p className="wk-muted">Check your connection and try again.</p>
        <button type="button" className="wk-btn" data-block="" onClick={retry}>
          Retry
        </button>
      </div>
    )
  return (
    <div className="wk-center" style={{ minHeight: 120, justifyContent: 'center' }}>
      <Spinner />
      <span className="wk-muted">Loading</span>
    </div>
  )
}
