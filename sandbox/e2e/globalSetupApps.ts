import type { TestProject } from 'vitest/node'
import { startE2eRun } from './globalSetup.js'

/**
 * The `e2e-apps` project's run (vitest.config.ts): the run's Chromium and tarball folder, and no sandbox, as each
 * app these files make runs its own under `walletkit dev`.
 */
export default function setup(project: TestProject) {
  return startE2eRun(project, { sandboxes: 0 })
}
