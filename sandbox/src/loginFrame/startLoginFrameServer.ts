import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SandboxWorld } from '@walletkit/fixtures'
import { createServer, type ViteDevServer } from 'vite'
import { SandboxError } from '../SandboxError.js'
import { runsFromSource, sandboxFile } from '../sandboxFiles.js'
import { createLoginFrameState, type LoginFrameState } from './createLoginFrameState.js'
import { loginFrameApiPlugin } from './loginFrameApiPlugin.js'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Where the frame's pages come from, and what Vite may serve and optimise of them. */
type FrameApp = {
  root: string
  allow: string
  optimizeDeps: { include: string[]; noDiscovery?: boolean }
  resolve: { alias?: Record<string, string> }
}

/** From source, the frame's pages as written, the kit's schemas read from its source as in the playground. */
const sourceApp: FrameApp = {
  root: fromHere('./app'),
  allow: fromHere('../../..'),
  optimizeDeps: { include: ['viem', 'viem/accounts', 'zod'] },
  resolve: { alias: { 'walletkit/schemas': fromHere('../../../kit/src/schemas.ts') } },
}

/** Pages built for production (an installed sandbox's dist/loginFrame): nothing left for Vite to optimise. */
const builtApp = (root: string): FrameApp => ({
  root,
  allow: root,
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: {},
})

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
  const frameApp = pagesDir
    ? builtApp(pagesDir)
    : runsFromSource
      ? sourceApp
      : builtApp(sandboxFile('dist/loginFrame'))
  const sigtermListeners = process.listeners('SIGTERM')
  const stdinEndListeners = process.stdin.listeners('end')
  // Its own dependency cache, fresh for each server: sharing one (the playground's, or another sandbox's frame when
  // two run at once, as the e2e workers do) makes each server invalidate the other's bundles (HTTP 504, reloads).
  const cacheDir = mkdtempSync(join(tmpdir(), 'walletkit-login-frame-'))
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: frameApp.root,
    cacheDir,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [loginFrameApiPlugin({ world, state, allowedOrigins })],
    // No CORS from Vite: it would answer every 127.0.0.1 origin; `/api/` answers the allowed ones itself.
    server: { host, port, strictPort: true, fs: { allow: [frameApp.allow] }, hmr: false, cors: false },
    optimizeDeps: frameApp.optimizeDeps,
    resolve: frameApp.resolve,
  })
  // As for the playground: whoever owns the sandbox decides what a signal does, not Vite.
  for (const listener of process.listeners('SIGTERM'))
    if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
  for (const listener of process.stdin.listeners('end'))
    if (!stdinEndListeners.includes(listener)) process.stdin.off('end', listener as () => void)
  const close = () => server.close().finally(() => rmSync(cacheDir, { recursive: true, force: true }))
  try {
    await server.listen()
  } catch (error) {
    await close().catch(() => undefined)
    throw new SandboxError(`The login frame could not listen on ${host}:${port}`, { cause: error })
  }
  return { url: `http://${host}:${port}/`, state, close }
}
