import { findChromium } from './findChromium.js'

/**
 * The features Playwright turns off (playwright-core's `chromiumSwitches`), repeated here because Chromium keeps only
 * the last `--disable-features` on its command line: ours must carry Playwright's too. chromiumArguments.test.ts
 * fails when a Playwright upgrade changes its list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Headless Chromium builds the address bar's popup (a WebUI page of its own: Lit, custom elements, a renderer) for
 * every new window, which is every context a test opens: about 1.8 s of CPU each on the 2-core machine, more than
 * the sandbox page under test costs to boot. No test has an address bar.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** Flags for Debian's Chromium on this kind of machine: headless, no sandbox (root), no calls home. */
export const chromiumArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
]

/** Where Chromium lives (see `findChromium`); the e2e run stops before it starts when there is none. */
export const chromiumExecutablePath = findChromium() ?? '/usr/bin/chromium'
