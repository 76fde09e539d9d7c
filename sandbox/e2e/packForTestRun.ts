// `npm test` runs this before the unit and e2e projects start side by side (scripts/runTests.mjs): it builds the kit's
// package if a source is newer than it, and packs the released workspaces into the folder given as the first argument.
// Packing builds the sandbox and the CLI in their workspaces (and copies the templates into cli/ for the while), which
// the unit tests read: done first, nothing writes there while they run. The e2e files find the tarballs already made.
import { buildKitPackage } from './harness/buildKitPackage.js'
import { packWorkspaces } from './harness/packWorkspaces.js'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: tsx sandbox/e2e/packForTestRun.ts <folder for the tarballs>')
  process.exit(2)
}
buildKitPackage()
packWorkspaces({ dir, buildKit: false })
