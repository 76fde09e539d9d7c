import type { ConsentScreen } from './createConsentGate.js'
import { enableWhenVisible } from './enableWhenVisible.js'
import { summariseRequest } from './summariseRequest.js'

/**
 * The frame's consent screen in its own document: what is asked (method, chain, a readable summary of what is signed)
 * with Reject and Approve. The buttons pass their click events on, so the gate can tell a visitor's click from a
 * script's; Approve is enabled only while the browser reports it visible. Escape rejects.
 * @example const gate = createConsentGate(domConsentScreen(document, { requester: parentOrigin }))
 */
export function domConsentScreen(page: Document, { requester }: { requester: string }): ConsentScreen {
  const stop: { listening?: () => void } = {}
  return {
    show(request, decide) {
      const summary = summariseRequest(request.method, request.params)
      const card = element(page, 'main', { className: 'card consent', 'aria-labelledby': 'consent-title' })
      card.append(
        element(page, 'h1', { id: 'consent-title', textContent: summary.title }),
        element(page, 'p', { className: 'muted', textContent: `${requester} asks your embedded wallet.` }),
      )
      const details = element(page, 'dl', {})
      const lines = [
        { label: 'Method', value: request.method },
        { label: 'Chain', value: `eip155:${request.chainId}` },
        ...summary.lines,
      ]
      for (const line of lines)
        details.append(
          element(page, 'dt', { textContent: line.label }),
          element(page, 'dd', { textContent: line.value }),
        )
      const reject = element(page, 'button', {
        type: 'button',
        className: 'secondary',
        textContent: 'Reject',
      })
      const approve = element(page, 'button', { type: 'button', textContent: 'Approve' })
      reject.addEventListener('click', (event) => decide('reject', event))
      approve.addEventListener('click', (event) => decide('approve', event))
      const actions = element(page, 'div', { className: 'actions' })
      actions.append(reject, approve)
      card.append(details, actions)
      page.body.replaceChildren(card)
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') decide('reject', event)
      }
      stop.listening?.()
      page.addEventListener('keydown', onKey)
      const stopWatching = enableWhenVisible(approve)
      stop.listening = () => {
        page.removeEventListener('keydown', onKey)
        stopWatching()
      }
      reject.focus()
    },
    clear() {
      stop.listening?.()
      stop.listening = undefined
      page.body.replaceChildren()
    },
  }
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  page: Document,
  tag: Tag,
  properties: Record<string, string>,
): HTMLElementTagNameMap[Tag] {
  const node = page.createElement(tag)
  for (const [name, value] of Object.entries(properties)) {
    if (name === 'textContent') node.textContent = value
    else if (name === 'className') node.className = value
    else node.setAttribute(name, value)
  }
  return node
}
