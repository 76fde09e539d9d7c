import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SandboxWorld } from '@walletkit/fixtures'
import { createServer, type PluginOption, preview, type ViteDevServer } from 'vite'
import { SandboxError } from '../SandboxError.js'
import { runsFromSource, sandboxFile } from '../sandboxFiles.js'
import { createLoginFrameState, type LoginFrameState } from './createLoginFrameState.js'
import { loginFrameApiPlugin } from './loginFrameApiPlugin.js'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** From source, the frame's pages as written, the kit's schemas read from its source as in the playground. */
const sourceApp = {
  root: fromHere('./app'),
  allow: fromHere('../../..'),
  optimizeDeps: { include: ['viem', 'viem/accounts', 'zod'] },
  resolve: { alias: { 'walletkit/schemas': fromHere('../../../kit/src/schemas.ts') } },
}

/** The running login frame: its own origin on 127.0.0.1, distinct from the playground's. */
export type LoginFrameServer = {
  /** The frame page the kit loads (the `services.loginFrameUrl` option), e.g. `http://127.0.0.1:41234/`. */
  url: string
  state: LoginFrameState
  close(): Promise<void>
}

/**
 * Starts the sandbox's login frame on `host:port`: the frame page speaking the frame side of spec 7's messages, the
 * fake social provider's pages, the Farcaster link page, and the `/api/` the frame and the panel use (the frame's
 * own pages and `allowedOrigins` only).
 * @example const frame = await startLoginFrameServer({ host: '127.0.0.1', port, world }); await frame.close()
 */
export async function startLoginFrameServer({
  host,
  port,
  world,
  allowedOrigins,
  pagesDir,
}: {
  host: string
  port: number
  world: SandboxWorld
  /** The playground's origins, whose panel reads the inbox; the frame's own origin is always allowed. */
  allowedOrigins: readonly string[]
  /**
   * Pages built for production to serve (`buildLoginFramePages`), as an installed sandbox serves its own; otherwise
   * the frame's source, or installed, its dist/loginFrame.
   */
  pagesDir?: string
}): Promise<LoginFrameServer> {
  const state = createLoginFrameState()
  const builtPages = pagesDir ?? (runsFromSource ? undefined : sandboxFile('dist/loginFrame'))
  const plugins = [loginFrameApiPlugin({ world, state, allowedOrigins })]
  const sigtermListeners = process.listeners('SIGTERM')
  const stdinEndListeners = process.stdin.listeners('end')
  let close: () => Promise<void>
  try {
    close = builtPages
      ? await servePages({ root: builtPages, host, port, plugins })
      : await serveSource({ host, port, plugins })
  } catch (error) {
    throw new SandboxError(`The login frame could not listen on ${host}:${port}`, { cause: error })
  } finally {
    // As for the playground: whoever owns the sandbox decides what a signal does, not Vite.
    for (const listener of process.listeners('SIGTERM'))
      if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
    for (const listener of process.stdin.listeners('end'))
      if (!stdinEndListeners.includes(listener)) process.stdin.off('end', listener as () => void)
  }
  return { url: `http://${host}:${port}/`, state, close }
}

type Listen = { host: string; port: number; plugins: PluginOption[] }

/**
 * Built pages served as files, as they were built: Vite's dev server would run each bundle through its transforms on
 * every request and append an inline source map (a 0.7 MB bundle arrived as 3.6 MB, parsed by every frame load).
 * Resolves, listening, to the server's close.
 */
async function servePages({ root, ...listen }: Listen & { root: string }): Promise<() => Promise<void>> {
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    clearScreen: false,
    plugins: listen.plugins,
    build: { outDir: root },
    // No CORS from Vite: it would answer every 127.0.0.1 origin; `/api/` answers the allowed ones itself.
    preview: { host: listen.host, port: listen.port, strictPort: true, cors: false },
  })
  return () => server.close()
}

/** The frame's source through Vite's dev server, each module transformed as it is asked for. */
async function serveSource({ host, port, plugins }: Listen): Promise<() => Promise<void>> {
  // Its own dependency cache, fresh for each server: sharing one (the playground's, or another sandbox's frame when
  // two run at once, as the e2e workers do) makes each server invalidate the other's bundles (HTTP 504, reloads).
  const cacheDir = mkdtempSync(join(tmpdir(), 'walletkit-login-frame-'))
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: sourceApp.root,
    cacheDir,
    logLevel: 'warn',
    clearScreen: false,
    plugins,
    // No CORS from Vite: it would answer every 127.0.0.1 origin; `/api/` answers the allowed ones itself.
    server: { host, port, strictPort: true, fs: { allow: [sourceApp.allow] }, hmr: false, cors: false },
    optimizeDeps: sourceApp.optimizeDeps,
    resolve: sourceApp.resolve,
  })
  const close = () => server.close().finally(() => rmSync(cacheDir, { recursive: true, force: true }))
  try {
    await server.listen()
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
  return close
}
