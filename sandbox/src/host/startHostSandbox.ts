import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { findFreePort } from '@walletkit/fixtures/node'
import { createServer, type ViteDevServer } from 'vite'
import type { WalletKitOptions } from 'walletkit'
import { SandboxError } from '../SandboxError.js'
import { type Sandbox, startSandbox } from '../startSandbox.js'
import { isNextProject } from './isNextProject.js'
import { startNextHostSandbox } from './startNextHostSandbox.js'
import { walletkitSandboxPlugin } from './walletkitSandboxPlugin.js'

/** Parameters of {@link startHostSandbox}. */
export type StartHostSandboxParameters = {
  /** The host project: its vite.config.*, index.html and walletkit.config.ts. */
  root: string
  /** One local chain per id (the config's eip155 networks). */
  chainIds: readonly number[]
  /** The dev server's port on 127.0.0.1; a free one unless given. */
  port?: number
  onWarning?: (message: string) => void
  /**
   * The project's WalletKit options (walletkit.config.ts as `walletkit dev` read it). A Next.js app gets them pointed
   * at the world through the environment of its `next dev`; a Vite app's imports of the file are pointed instead.
   */
  config?: WalletKitOptions
}

/**
 * Starts the local world (chains, and whatever else the sandbox runs) and the host project's own Vite dev server on
 * one 127.0.0.1 origin, with the sandbox served inside it. If either fails, what started is stopped. A Next.js app
 * (next.config.* or a `next` dependency) runs its own `next dev` behind the sandbox instead (startNextHostSandbox).
 * @example const sandbox = await startHostSandbox({ root: process.cwd(), chainIds: [1, 8453] }); console.log(sandbox.url)
 */
export async function startHostSandbox({
  root,
  chainIds,
  port,
  onWarning,
  config,
}: StartHostSandboxParameters): Promise<Sandbox> {
  if (isNextProject(root))
    return startNextHostSandbox({
      root,
      chainIds,
      ...(config ? { config } : {}),
      ...(port === undefined ? {} : { port }),
      ...(onWarning ? { onWarning } : {}),
    })
  const host = '127.0.0.1'
  const serverPort = port ?? (await findFreePort())
  const sandbox = await startSandbox({
    chainIds,
    port: serverPort,
    host,
    playground: false,
    ...(onWarning ? { onWarning } : {}),
  })
  let server: ViteDevServer | undefined
  const stop = async () => {
    await Promise.allSettled([server?.close(), sandbox.stop()])
  }
  const sigtermListeners = process.listeners('SIGTERM')
  const stdinEndListeners = process.stdin.listeners('end')
  try {
    server = await createServer({
      root,
      clearScreen: false,
      logLevel: 'warn',
      plugins: [
        walletkitSandboxPlugin({
          world: sandbox.world,
          reset: sandbox.reset,
          configFile: join(root, 'walletkit.config.ts'),
        }),
        ...sandbox.plugins,
      ],
      server: { host, port: serverPort, strictPort: true, open: false },
    })
    // As for the playground: Vite would exit the process on SIGTERM or when stdin ends; the caller decides that.
    for (const listener of process.listeners('SIGTERM'))
      if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
    for (const listener of process.stdin.listeners('end'))
      if (!stdinEndListeners.includes(listener)) process.stdin.off('end', listener as () => void)
    await server.listen()
  } catch (error) {
    await stop()
    throw new SandboxError(`The host's dev server did not start: ${(error as Error).message}`, {
      cause: error,
    })
  }
  if (!existsSync(join(root, 'index.html')))
    onWarning?.(`${root} has no index.html for the dev server to serve`)
  return { ...sandbox, stop }
}
