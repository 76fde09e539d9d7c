// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { showLoginIframe } from './showLoginIframe.js'

// jsdom lays nothing out and runs no animation frames: boxes are set by hand, and each frame is run by hand.
type Box = { top: number; left: number; width: number; height: number }
const boxOf = ({ top, left, width, height }: Box) =>
  ({ top, left, width, height, bottom: top + height, right: left + width, x: left, y: top }) as DOMRect

let frames: (() => void)[] = []
const nextFrame = () => frames.shift()?.()

/** A modal's scrolling body (600 px tall from y 100) holding the approval view's frame slot. */
function approvalView(slotTop: number) {
  document.body.innerHTML = '<div class="body" style="overflow:hidden auto"><div class="slot"></div></div>'
  const body = document.querySelector('.body') as HTMLElement
  const slot = document.querySelector('.slot') as HTMLElement
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  const scroll = { top: 0 }
  vi.spyOn(body, 'getBoundingClientRect').mockImplementation(() =>
    boxOf({ top: 100, left: 400, width: 360, height: 600 }),
  )
  vi.spyOn(slot, 'getBoundingClientRect').mockImplementation(() =>
    boxOf({ top: slotTop - scroll.top, left: 416, width: 326, height: 400 }),
  )
  // As the browser scrolls the body to bring the slot's bottom to its own ('nearest').
  const scrollIntoView = vi.fn(() => {
    scroll.top = Math.max(0, slotTop + 400 - 700)
  })
  slot.scrollIntoView = scrollIntoView
  return { iframe, slot, scrollIntoView }
}

beforeEach(() => {
  frames = []
  vi.stubGlobal('innerHeight', 800)
  vi.stubGlobal('innerWidth', 1280)
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
})

describe('showLoginIframe', () => {
  it('places the frame over its slot, and scrolls a slot below the fold into view, the frame following', () => {
    const { iframe, slot, scrollIntoView } = approvalView(556)
    showLoginIframe(window, iframe, slot)
    expect(iframe.style.top).toBe('556px')
    nextFrame()
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' })
    nextFrame()
    expect(iframe.style.top).toBe('300px')
    expect(iframe.style.pointerEvents).toBe('auto')
    // Whole in view: the visitor scrolls where they like from now on.
    for (let frame = 0; frame < 5; frame++) nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('does not scroll a slot already in view', () => {
    const { iframe, slot, scrollIntoView } = approvalView(200)
    showLoginIframe(window, iframe, slot)
    for (let frame = 0; frame < 5; frame++) nextFrame()
    expect(scrollIntoView).not.toHaveBeenCalled()
    expect(iframe.style.top).toBe('200px')
  })

  it('gives up scrolling after about a second of frames where the slot cannot be whole in view', () => {
    const { iframe, slot, scrollIntoView } = approvalView(556)
    scrollIntoView.mockImplementation(() => undefined)
    showLoginIframe(window, iframe, slot)
    for (let frame = 0; frame < 100; frame++) nextFrame()
    expect(scrollIntoView).toHaveBeenCalledTimes(59)
  })

  it('hides the frame again when asked, and once the slot has left the page', () => {
    const { iframe, slot } = approvalView(200)
    const hide = showLoginIframe(window, iframe, slot)
    hide()
    expect(iframe.style.pointerEvents).toBe('none')
    expect(iframe.style.opacity).toBe('0')
    showLoginIframe(window, iframe, slot)
    expect(iframe.style.opacity).toBe('1')
    slot.remove()
    // The first showing's frame, which finds itself hidden, then the second's.
    nextFrame()
    nextFrame()
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
    expect(iframe.style.pointerEvents).toBe('none')
  })
})
