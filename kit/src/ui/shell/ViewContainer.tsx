import { type TransitionEvent, useRef } from 'react'
import { useStore } from 'zustand'
import { useKit } from '../../primitives/context/useKit.js'
import { useView } from '../parts/common/useView.js'
import { FocusIntoView } from './FocusIntoView.js'
import { UnavailableView } from './UnavailableView.js'
import { useContentHeight } from './useContentHeight.js'
import { ViewFallback } from './ViewFallback.js'

/**
 * The current view, loaded lazily, sliding in from the router's direction (next or prev, 150 ms) while the body
 * animates to its height (150 ms), as spec 9 says; meanwhile the body clips its content rather than scroll it.
 * @example <ViewContainer embedded={false} />
 */
export function ViewContainer({ embedded }: { embedded: boolean }) {
  const kit = useKit()
  const view = useStore(kit.store, (state) => state.router.view)
  const direction = useStore(kit.store, (state) => state.router.transition)
  const contentRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const { height, resizing, resized } = useContentHeight(contentRef)
  const loaded = useView(view)
  const heightAnimationEnded = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'height') resized()
  }
  return (
    // While the height animates, the body clips what does not fit yet instead of scrolling to it: a view that has
    // just grown would otherwise be scrolled to its button, then move under the pointer as the body grows.
    <div
      className="wk-body"
      style={{ height }}
      data-resizing={resizing ? '' : undefined}
      onTransitionEnd={heightAnimationEnded}
      onTransitionCancel={heightAnimationEnded}
    >
      <div ref={contentRef}>
        <div key={view} ref={viewRef} className="wk-view" data-direction={direction} data-view={view}>
          {loaded.status === 'ready' ? (
            <>
              <loaded.Component />
              <FocusIntoView viewRef={viewRef} embedded={embedded} />
            </>
          ) : loaded.status === 'missing' ? (
            <UnavailableView />
          ) : (
            <ViewFallback retry={loaded.status === 'failed' ? loaded.retry : undefined} />
          )}
        </div>
      </div>
    </div>
  )
}
