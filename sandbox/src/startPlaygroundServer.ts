import react from '@vitejs/plugin-react'
import type { SandboxWorld } from '@walletkit/fixtures'
import { createServer, type LogLevel, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'
import { playgroundAliases, playgroundRoot } from './playgroundAliases.js'
import { SandboxError } from './SandboxError.js'
import { sandboxApiPlugin } from './sandboxApiPlugin.js'
import { startPlaygroundPreview } from './startPlaygroundPreview.js'

/** Parameters of {@link startPlaygroundServer}. */
export type StartPlaygroundServerParameters = {
  host: string
  port: number
  world: SandboxWorld
  reset(): Promise<void>
  logLevel?: LogLevel
  /** More plugins beside the sandbox API (the WalletConnect test wallet's controls). */
  plugins?: Plugin[]
  /**
   * Where the page gets the kit: `'source'` (the default) for edits that show without a build, or `'package'` for
   * the built package (kit/dist, what a host installs), the page built for production with the fixtures.
   */
  kit?: 'source' | 'package'
}

/** A running playground: Vite's dev server, or (kit: 'package') its preview server over a production build. */
export type PlaygroundServer = Pick<ViteDevServer | PreviewServer, 'close' | 'httpServer'>

/**
 * Starts the playground of sandbox/playground on exactly `host:port`: Vite's dev server reading the kit and fixtures
 * from source, or (`kit: 'package'`) a production build of the page over the kit's built package, served by Vite's
 * preview server. The build is what a host ships, and a page then boots from a few files instead of some 160 modules
 * (about a second of every e2e page load).
 * @example const server = await startPlaygroundServer({ host: '127.0.0.1', port, world, reset })
 */
export async function startPlaygroundServer({
  host,
  port,
  world,
  reset,
  logLevel = 'warn',
  plugins = [],
  kit = 'source',
}: StartPlaygroundServerParameters): Promise<PlaygroundServer> {
  const allPlugins = [react(), sandboxApiPlugin({ world, reset }), ...plugins]
  if (kit === 'package') return startPlaygroundPreview({ host, port, logLevel, plugins: allPlugins })
  const sigtermListeners = process.listeners('SIGTERM')
  const stdinEndListeners = process.stdin.listeners('end')
  const server = await createServer({
    configFile: false,
    root: playgroundRoot,
    logLevel,
    clearScreen: false,
    plugins: allPlugins,
    resolve: { alias: playgroundAliases },
    server: { host, port, strictPort: true },
    // Packages the kit loads lazily (WalletConnect, the QR code, the virtual list): bundled up front, so a view opened
    // mid-test does not send Vite off to optimise them and reload the page ("Outdated Optimize Dep").
    optimizeDeps: {
      include: [
        '@walletconnect/universal-provider',
        '@walletconnect/core',
        'qrcode-generator',
        '@tanstack/react-virtual',
        '@wallet-standard/app',
      ],
    },
  })
  // Vite closes itself and exits the whole process on SIGTERM or when stdin ends, which would cut short stopping
  // the chains (and exit with 143). Whoever owns the sandbox (dev.ts, a test) decides what a signal does.
  for (const listener of process.listeners('SIGTERM'))
    if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
  for (const listener of process.stdin.listeners('end'))
    if (!stdinEndListeners.includes(listener)) process.stdin.off('end', listener as () => void)
  try {
    await server.listen()
  } catch (error) {
    await server.close().catch(() => undefined)
    throw new SandboxError(`The playground could not listen on ${host}:${port}`, { cause: error })
  }
  return server
}
