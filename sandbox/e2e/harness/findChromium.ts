import { existsSync, readdirSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'

/** Where to look, so a test can point the lookup at an empty folder. */
export type FindChromiumParameters = {
  env?: NodeJS.ProcessEnv | undefined
  platform?: NodeJS.Platform | undefined
  home?: string | undefined
  /** Chromium, Chrome and Edge's usual paths; defaults to those of `platform`. */
  usualPaths?: readonly string[] | undefined
}

/**
 * The usual places of a Chromium-family browser (Chromium, Chrome, Edge) on each system. First Chromium's headless
 * shell (Debian's `chromium-headless-shell`, what Playwright runs headless by default): no window, tabs or address
 * bar to build, so a page boots on two thirds of the CPU the full browser spends in headless mode.
 */
const USUAL_PATHS: Partial<Record<NodeJS.Platform, readonly string[]>> = {
  linux: [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/microsoft-edge',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
  ],
}

/** Inside a Playwright browser folder (`chromium-1234`), where the executable is. */
const PLAYWRIGHT_EXECUTABLES: Partial<Record<NodeJS.Platform, readonly string[]>> = {
  linux: ['chrome-linux/chrome', 'chrome-linux64/chrome'],
  darwin: [
    'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    'chrome-mac-arm64/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: ['chrome-win/chrome.exe', 'chrome-win64/chrome.exe'],
}

/**
 * A Chromium-family browser for the real-browser tests: `CHROMIUM_PATH`, else Chromium, Chrome or Edge at their usual
 * paths, else Playwright's browser cache; undefined when there is none. `CHROMIUM_SEARCH_PATHS` (a path list)
 * replaces the usual paths and the cache, so the lookup can be pointed at an empty folder.
 * @example findChromium() // '/usr/bin/chromium'
 */
export function findChromium({
  env = process.env,
  platform = process.platform,
  home = homedir(),
  usualPaths = USUAL_PATHS[platform] ?? [],
}: FindChromiumParameters = {}): string | undefined {
  if (env.CHROMIUM_PATH) return isFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  const searched = env.CHROMIUM_SEARCH_PATHS
  const candidates =
    searched !== undefined
      ? searched.split(delimiter).filter(Boolean)
      : [...usualPaths, ...playwrightBrowsers(env, platform, home)]
  return candidates.find(isFile)
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

function playwrightBrowsers(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string): string[] {
  const cache =
    env.PLAYWRIGHT_BROWSERS_PATH ??
    (platform === 'darwin'
      ? join(home, 'Library', 'Caches', 'ms-playwright')
      : platform === 'win32'
        ? join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'ms-playwright')
        : join(home, '.cache', 'ms-playwright'))
  if (!existsSync(cache)) return []
  const folders = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort()
    .reverse()
  return folders.flatMap((folder) =>
    (PLAYWRIGHT_EXECUTABLES[platform] ?? []).map((inner) => join(cache, folder, inner)),
  )
}

/** What a newcomer without a browser reads, once, instead of a stack trace per e2e file. */
export const NO_CHROMIUM_MESSAGE = [
  'No Chromium-family browser was found for the real-browser tests (sandbox/e2e).',
  'Install one, then run npm test again:',
  '  Debian or Ubuntu:  apt-get install chromium',
  '  macOS:             brew install --cask chromium',
  '  any system:        npx playwright install chromium',
  'or point CHROMIUM_PATH at a Chromium, Chrome or Edge executable.',
].join('\n')
