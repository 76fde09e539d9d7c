// Loaded into a host's page by walletkitSandboxPlugin: boots the local world as the playground does (world, msw
// worker, mock wallet), then mounts the sandbox panel beside the page. The config module waits for it.
import { bootPlayground, type Playground } from '../../../playground/src/bootPlayground.js'
import { mountSandboxPanel } from './mountSandboxPanel.js'

/** Resolves once the msw worker answers the stand-in services and the mock wallet is announced. */
export const sandboxReady: Promise<Playground> = bootPlayground().then((playground) => {
  mountSandboxPanel(playground)
  return playground
})
