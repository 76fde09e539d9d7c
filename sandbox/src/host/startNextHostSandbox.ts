import { join } from 'node:path'
import { findFreePort } from '@walletkit/fixtures/node'
import { createServer, type HtmlTagDescriptor, type Plugin, type ViteDevServer } from 'vite'
import type { WalletKitOptions } from 'walletkit'
import { SandboxError } from '../SandboxError.js'
import { type Sandbox, startSandbox } from '../startSandbox.js'
import { pointConfigAtWorld } from './client/pointConfigAtWorld.js'
import { nextProxyPlugin } from './nextProxyPlugin.js'
import { type NextDev, startNextDev } from './startNextDev.js'
import { walletkitSandboxPlugin } from './walletkitSandboxPlugin.js'

/** Parameters of {@link startNextHostSandbox}, as those of startHostSandbox. */
export type StartNextHostSandboxParameters = {
  /** The Next.js project: its next.config.*, app/ and walletkit.config.ts, its dependencies installed. */
  root: string
  /** One local chain per id (the config's eip155 networks). */
  chainIds: readonly number[]
  /** The sandbox's port on 127.0.0.1; a free one unless given. */
  port?: number
  onWarning?: (message: string) => void
  /** The app's WalletKit options, handed to its kit pointed at the world (NEXT_PUBLIC_WALLETKIT_SANDBOX). */
  config?: WalletKitOptions
}

/**
 * `walletkit dev` for a Next.js app: the local world, the project's own `next dev` on a free port, and in front of
 * it, on the sandbox's 127.0.0.1 origin, a server that answers the sandbox (its API, the msw worker, its boot script
 * and panel, served by Vite) and hands every other request to Next.js, adding the boot script to each page. The
 * page's kit is Next's own build of walletkit.config.ts, so the world reaches it through `next dev`'s environment:
 * NEXT_PUBLIC_WALLETKIT_SANDBOX holds the config's networks and services pointed at the world (local chains' RPCs,
 * stand-in services, the local relay), which the template's src/walletKit.ts spreads over the config.
 * If any part fails to start, what started is stopped.
 * @example const sandbox = await startNextHostSandbox({ root: process.cwd(), chainIds: [1] }); console.log(sandbox.url)
 */
export async function startNextHostSandbox({
  root,
  chainIds,
  port,
  onWarning,
  config,
}: StartNextHostSandboxParameters): Promise<Sandbox> {
  const host = '127.0.0.1'
  const serverPort = port ?? (await findFreePort())
  const sandbox = await startSandbox({
    chainIds,
    port: serverPort,
    host,
    playground: false,
    ...(onWarning ? { onWarning } : {}),
  })
  let next: NextDev | undefined
  let server: ViteDevServer | undefined
  const stop = async () => {
    await Promise.allSettled([server?.close(), next?.stop(), sandbox.stop()])
  }
  const sigtermListeners = process.listeners('SIGTERM')
  try {
    const pointed = pointConfigAtWorld(config ?? {}, sandbox.world)
    next = await startNextDev({
      root,
      host,
      port: await findFreePort(),
      env: {
        NEXT_PUBLIC_WALLETKIT_SANDBOX: JSON.stringify({
          networks: pointed.networks,
          services: pointed.services,
        }),
      },
    })
    const sandboxPlugins = walletkitSandboxPlugin({
      world: sandbox.world,
      reset: sandbox.reset,
      configFile: join(root, 'walletkit.config.ts'),
    })
    const bootHtml = await renderBootTags(sandboxPlugins)
    server = await createServer({
      root,
      configFile: false,
      appType: 'custom',
      clearScreen: false,
      logLevel: 'warn',
      // The panel's JSX with React's automatic runtime, without React Refresh (no page of Vite's loads its preamble).
      oxc: { jsx: { runtime: 'automatic' } },
      plugins: [
        ...sandboxPlugins,
        ...sandbox.plugins,
        nextProxyPlugin({ target: next.url, headHtml: () => bootHtml }),
      ],
      server: { host, port: serverPort, strictPort: true, open: false },
    })
    for (const listener of process.listeners('SIGTERM'))
      if (!sigtermListeners.includes(listener)) process.off('SIGTERM', listener)
    await server.listen()
  } catch (error) {
    await stop()
    throw new SandboxError(`The Next.js app did not start behind the sandbox: ${(error as Error).message}`, {
      cause: error,
    })
  }
  return { ...sandbox, stop }
}

/** The boot tags the sandbox's plugin puts into a Vite page, as HTML for a Next.js one. */
async function renderBootTags(plugins: Plugin[]): Promise<string> {
  const hook = plugins.find((plugin) => plugin.transformIndexHtml)?.transformIndexHtml
  const transform = typeof hook === 'function' ? hook : hook?.handler
  // biome-ignore lint/suspicious/noExplicitAny: Vite's hook context and arguments are not used by this plugin.
  const result = await (transform as ((...args: any[]) => unknown) | undefined)?.('', {
    path: '/',
    filename: '',
  })
  const tags = Array.isArray(result) ? (result as HtmlTagDescriptor[]) : []
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attrs ?? {})
        .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${String(value)}"`))
        .join('')
      return `<${tag.tag}${attributes}>${typeof tag.children === 'string' ? tag.children : ''}</${tag.tag}>`
    })
    .join('')
}
