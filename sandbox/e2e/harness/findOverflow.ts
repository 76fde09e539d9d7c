import type { Locator } from 'playwright-core'

/** One element (or run of text) of the dialog that reaches past the dialog's left or right edge. */
export type OverflowOffender = {
  /** A short CSS-like path to the element, e.g. `div.wk-view > p.wk-muted`. */
  path: string
  /** Its first characters of text, to find it on the screenshot. */
  text: string
  /** How many pixels it reaches past the dialog's left and right edges. */
  left: number
  right: number
}

/**
 * Lists what lies horizontally outside the dialog's box: every visible element box and every run of text, except
 * inside what clips by design (an ellipsis, a scroller; a scroller that scrolls sideways is listed itself). The
 * dialog's own safety clip (`overflow-x: hidden` on the body) does not excuse content: text cut off there is the
 * defect. The toast is left out on purpose: it sits outside the dialog so it covers nothing.
 * @example expect(await findOverflow(app.dialog())).toEqual([])
 */
export function findOverflow(dialog: Locator): Promise<OverflowOffender[]> {
  return dialog.evaluate((root) => {
    const box = root.getBoundingClientRect()
    const describe = (element: Element): string => {
      const parts: string[] = []
      for (
        let node: Element | null = element;
        node && node !== root && parts.length < 4;
        node = node.parentElement
      ) {
        const classes = [...node.classList].slice(0, 2).join('.')
        parts.unshift(`${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`)
      }
      return parts.join(' > ')
    }
    const offenders: { path: string; text: string; left: number; right: number }[] = []
    const report = (element: Element, left: number, right: number, kind = '') =>
      offenders.push({
        path: `${kind}${describe(element)}`,
        text: (element.textContent ?? '').trim().slice(0, 40),
        left: Math.max(0, Math.round(left)),
        right: Math.max(0, Math.round(right)),
      })
    const check = (element: Element, rect: DOMRect, kind?: string) => {
      if (rect.width <= 1 || rect.height <= 1) return
      const left = box.left - rect.left
      const right = rect.right - box.right
      if (left > 0.5 || right > 0.5) report(element, left, right, kind)
    }
    const visit = (element: Element) => {
      if (element.matches('.wk-toast, .wk-sr')) return
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') return
      check(element, element.getBoundingClientRect())
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (scrolls && element.scrollWidth > element.clientWidth + 1)
        report(element, 0, element.scrollWidth - element.clientWidth, 'scrolls sideways: ')
      // An ellipsis or a scroller clips its content by design; only its own box can show past the edge.
      if (scrolls || (style.overflowX !== 'visible' && style.textOverflow === 'ellipsis')) return
      for (const child of element.childNodes) {
        if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element)
        else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
          const range = document.createRange()
          range.selectNodeContents(child)
          check(element, range.getBoundingClientRect(), 'text in ')
        }
      }
    }
    for (const child of root.children) visit(child)
    return offenders
  })
}
