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

/** Where Chromium lives: `CHROMIUM_PATH`, else Debian's package. Never a downloaded browser. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
