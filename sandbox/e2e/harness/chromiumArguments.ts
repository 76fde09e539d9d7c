import { findChromium } from './findChromium.js'

/** Flags for Debian's Chromium on this kind of machine: headless, no sandbox (root), no calls home. */
export const chromiumArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Where Chromium lives (see `findChromium`); the e2e run stops before it starts when there is none. */
export const chromiumExecutablePath = findChromium() ?? '/usr/bin/chromium'
