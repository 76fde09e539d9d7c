import { createRoot } from 'react-dom/client'
import type { Playground } from '../../../playground/src/bootPlayground.js'
import { SandboxPanel } from '../../../playground/src/SandboxPanel.js'
import panelCss from '../../../playground/src/styles/panel.css?inline'
import panelContentCss from '../../../playground/src/styles/panelContent.css?inline'
import themeCss from '../../../playground/src/styles/theme.css?inline'
import hostPanelCss from './hostPanel.css?inline'
import { PanelToggle } from './PanelToggle.js'

/** The width the panel takes beside the host's page (the playground's --panel-width). */
const PANEL_WIDTH = 380

/**
 * Mounts the playground's sandbox panel at the right edge of a host's page, in a shadow root so neither page's
 * styles reach the other, and moves the page aside to make room. Returns a function that removes it again.
 * @example const unmount = mountSandboxPanel(playground)
 */
export function mountSandboxPanel(playground: Playground, page: Document = document): () => void {
  const host = page.createElement('walletkit-sandbox')
  host.style.cssText = `position:fixed;inset:0 0 0 auto;width:${PANEL_WIDTH}px;z-index:2147483647;display:block`
  const shadow = host.attachShadow({ mode: 'open' })
  const style = page.createElement('style')
  // The playground's stylesheets are written for a whole page; in a shadow root, the page is the host element.
  style.textContent = [themeCss, panelCss, panelContentCss, hostPanelCss]
    .join('\n')
    .replaceAll(':root', ':host')
  const container = page.createElement('div')
  container.className = 'host-panel'
  shadow.append(style, container)

  const aside = page.createElement('style')
  aside.dataset.walletkitSandbox = ''
  const setOpen = (open: boolean) => {
    host.style.width = open ? `${PANEL_WIDTH}px` : 'auto'
    host.style.bottom = open ? '0' : 'auto'
    aside.textContent = open ? `html { padding-right: ${PANEL_WIDTH}px; }` : ''
  }
  setOpen(true)
  page.head.append(aside)
  page.body.append(host)
  const root = createRoot(container)
  root.render(
    <PanelToggle onToggle={setOpen}>
      <SandboxPanel playground={playground} />
    </PanelToggle>,
  )
  return () => {
    root.unmount()
    host.remove()
    aside.remove()
  }
}
