import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useContentHeight } from './useContentHeight.js'

// jsdom lays nothing out and has no ResizeObserver: the content's height is set by hand, and the observer's
// callback called by hand, as the browser calls it when the content changes size.
let contentHeight = 0
let reportResize: () => void = () => undefined
beforeEach(() => {
  contentHeight = 100
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => contentHeight)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        reportResize = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})

/** A container animating its height to its content's, as the modal's body does (150 ms, or 0 s with reduced motion). */
function Container({ transition, view }: { transition: string; view: string }) {
  // Longhands: jsdom's computed style does not expand the `transition` shorthand.
  const contentRef = useRef<HTMLDivElement>(null)
  const { height, resizing, resized } = useContentHeight(contentRef)
  return (
    <div
      data-testid="body"
      style={{ height, transitionProperty: 'height', transitionDuration: transition }}
      data-resizing={resizing ? '' : undefined}
      onTransitionEnd={(event) => {
        if (event.propertyName === 'height') resized()
      }}
    >
      <div ref={contentRef}>{view}</div>
    </div>
  )
}

const body = () => screen.getByTestId('body')

describe('useContentHeight', () => {
  it('lets the container size itself until the first report, then follows the content in the render that shows it', () => {
    const { rerender } = render(<Container transition="150ms" view="Connect" />)
    expect(body().style.height).toBe('')
    act(() => reportResize())
    expect(body().style.height).toBe('100px')
    expect(body().hasAttribute('data-resizing')).toBe(false)

    contentHeight = 298
    rerender(<Container transition="150ms" view="Sign In" />)
    expect(body().style.height).toBe('298px')
  })

  it('says it is resizing from a new height until the height transition ends', () => {
    const { rerender } = render(<Container transition="150ms" view="Connect" />)
    act(() => reportResize())
    contentHeight = 298
    rerender(<Container transition="150ms" view="Sign In" />)
    expect(body().hasAttribute('data-resizing')).toBe(true)

    fireEvent.transitionEnd(body(), { propertyName: 'opacity' })
    expect(body().hasAttribute('data-resizing')).toBe(true)
    fireEvent.transitionEnd(body(), { propertyName: 'height' })
    expect(body().hasAttribute('data-resizing')).toBe(false)
  })

  it('never says it is resizing where the container does not animate its height (reduced motion)', () => {
    const { rerender } = render(<Container transition="0s" view="Connect" />)
    act(() => reportResize())
    contentHeight = 298
    rerender(<Container transition="0s" view="Sign In" />)
    expect(body().style.height).toBe('298px')
    expect(body().hasAttribute('data-resizing')).toBe(false)
  })

  it('follows content that changes size on its own, in the observer callback itself', () => {
    render(<Container transition="150ms" view="Account" />)
    act(() => reportResize())
    contentHeight = 420
    act(() => reportResize())
    expect(body().style.height).toBe('420px')
    expect(body().hasAttribute('data-resizing')).toBe(true)
  })
})
