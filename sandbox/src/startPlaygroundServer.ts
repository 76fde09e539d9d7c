import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { SandboxWorld } from '@walletkit/fixtures'
import { createServer, type LogLevel, type Plugin, type ViteDevServer } from 'vite'
import { playgroundAliases, playgroundRoot } from './playgroundAliases.js'
import { SandboxError } from './SandboxError.js'
import { sandboxApiPlugin } from './sandboxApiPlugin.js'

const productionReact = { 'process.env.NODE_ENV': JSON.stringify('production') }

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
   * the built package (kit/dist, what a host installs), bundled with the fixtures into a few files up front.
   */
  kit?: 'source' | 'package'
}

/**
 * Starts the Vite dev server of sandbox/playground on exactly `host:port`, reading the kit and fixtures from source,
 * or (`kit: 'package'`) the kit from its built package.
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
}: StartPlaygroundServerParameters): Promise<ViteDevServer> {
  const packageCache = kit === 'package' ? mkdtempSync(join(tmpdir(), 'walletkit-playground-')) : undefined
  const sigtermListeners = process.listeners('SIGTERM')
  const stdinEndListeners = process.stdin.listeners('end')
  const server = await createServer({
    configFile: false,
    root: playgroundRoot,
    logLevel,
    clearScreen: false,
    // A fresh folder for the bundles: a linked package's bundle is not remade when its files change, and two sandboxes
    // running at once (or `npm run dev`) must not undo each other's.
    ...(packageCache ? { cacheDir: packageCache } : {}),
    plugins: [react(), sandboxApiPlugin({ world, reset }), ...plugins],
    // The built package runs on React's production build, as in a host's production app: the development build's
    // checks cost the page most of its time (a test run's browser time, about a third less). Vitest sets NODE_ENV to
    // "test", which Vite would otherwise pass on to the bundled packages.
    // Its JSX compiles for the production runtime, and there is no Fast Refresh to wire (no edits to follow).
    ...(kit === 'package' ? { define: productionReact, oxc: { jsx: { development: false } } } : {}),
    resolve: { alias: kit === 'source' ? playgroundAliases : [] },
    server: { host, port, strictPort: true, ...(kit === 'package' ? { hmr: false } : {}) },
    // Packages the kit loads lazily (WalletConnect, the QR code, the virtual list): bundled up front, so a view opened
    // mid-test does not send Vite off to optimise them and reload the page ("Outdated Optimize Dep").
    optimizeDeps: {
      include: [
        '@walletconnect/universal-provider',
        '@walletconnect/core',
        'qrcode-generator',
        '@tanstack/react-virtual',
        '@wallet-standard/app',
        ...(kit === 'package'
          ? [
              'walletkit',
              'walletkit/schemas',
              'walletkit/solana',
              'walletkit/polkadot',
              'walletkit/bitcoin',
              '@walletkit/fixtures',
            ]
          : []),
      ],
      ...(kit === 'package' ? { rolldownOptions: { transform: { define: productionReact } } } : {}),
    },
  })
  // Vite closes itself and exits the whole process on SIGTERM or when stdin ends, which would cut short stopping
  // the chains (and exit with 143). Whoever owns the sandbox (dev.ts, a test) decides what a signal does.
  for (const listener of process.listeners('SIGTERM'))
    if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
  for (const listener of process.stdin.listeners('end'))
    if (!stdinEndListeners.includes(listener)) process.stdin.off('end', listener as () => void)
  if (packageCache)
    server.httpServer?.once('close', () => rmSync(packageCache, { recursive: true, force: true }))
  try {
    await server.listen()
  } catch (error) {
    await server.close().catch(() => undefined)
    throw new SandboxError(`The playground could not listen on ${host}:${port}`, { cause: error })
  }
  return server
}
