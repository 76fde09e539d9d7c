// `npm test` runs this first: without a Chromium-family browser for the real-browser tests, the run stops at once
// with one message saying how to install one, instead of a stack trace per e2e file.
import { findChromium, NO_CHROMIUM_MESSAGE } from './harness/findChromium.js'

if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}
