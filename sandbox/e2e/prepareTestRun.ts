// `npm test` runs this first. Without a Chromium-family browser for the real-browser tests, the run stops at once
// with one message saying how to install one, instead of a stack trace per e2e file. Then the kit's package is built
// if its sources changed since: once, before the vitest runs start side by side (the e2e run's global setup would
// build it otherwise while a unit test packs it).
import { buildKitPackage } from './harness/buildKitPackage.js'
import { findChromium, NO_CHROMIUM_MESSAGE } from './harness/findChromium.js'

if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}
buildKitPackage()
