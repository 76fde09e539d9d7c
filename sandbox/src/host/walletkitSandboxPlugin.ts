import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { relative, resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SandboxWorld } from '@walletkit/fixtures'
import type { Plugin } from 'vite'
import { sandboxApiPlugin } from '../sandboxApiPlugin.js'
import { runsFromSource, sandboxFile } from '../sandboxFiles.js'

/** Parameters of {@link walletkitSandboxPlugin}. */
export type WalletkitSandboxPluginParameters = {
  world: SandboxWorld
  /** Restores every chain's initial state. */
  reset(): Promise<void>
  /** The host's walletkit.config.ts: every import of it gets the options pointed at the local world. */
  configFile: string
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const CONFIG_MODULE = '\0walletkit-sandbox-config'
/**
 * The page's script and the config module both import the client through this one module: a file of node_modules
 * (the installed sandbox) would otherwise load twice, under its `/@fs/` URL and under a version-stamped one.
 */
const CLIENT_ENTRY = '\0walletkit-sandbox-client'
/** The host's page loads the sandbox from its source (the repository) or, installed, from its build. */
const CLIENT_MODULE = runsFromSource
  ? fromHere('./client/hostClient.ts')
  : sandboxFile('dist/client/hostClient.js')
/** The service workers a page of the sandbox registers (sandboxServiceWorker.js wraps msw's), by their URL path. */
const WORKER_FILES: Record<string, string> = {
  '/mockServiceWorker.js': sandboxFile('playground/public/mockServiceWorker.js'),
  '/sandboxServiceWorker.js': sandboxFile('playground/public/sandboxServiceWorker.js'),
}
/** Repository folders whose own imports of the kit read its source (a host's imports keep their installed kit). */
const repositoryFolders = ['../../../sandbox/', '../../../fixtures/'].map((path) => fromHere(path))
const kitSource: Record<string, string> = {
  walletkit: fromHere('../../../kit/src/index.ts'),
  'walletkit/schemas': fromHere('../../../kit/src/schemas.ts'),
  'walletkit/solana': fromHere('../../../kit/src/solana.ts'),
  'walletkit/polkadot': fromHere('../../../kit/src/polkadot.ts'),
  'walletkit/bitcoin': fromHere('../../../kit/src/bitcoin.ts'),
}
/**
 * What the built client imports (the rest is bundled into it): answered by the host's own packages (`dedupe`), so the
 * panel and the app share one React and one kit, and pre-bundled up front with the app's own dependencies.
 */
const clientImports = ['walletkit', 'react', 'react-dom']
const clientPrebundled = ['walletkit', 'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']

/**
 * Serves the sandbox inside a host's own Vite dev server: `/__sandbox/*` and the msw worker on the host's origin,
 * the playground's boot (stand-in services, mock wallet) and panel injected beside the page, and the host's
 * walletkit.config.ts handed to the app with its service URLs and local networks pointed at the world.
 * @example createServer({ root, plugins: [walletkitSandboxPlugin({ world, reset, configFile })] })
 */
export function walletkitSandboxPlugin({
  world,
  reset,
  configFile,
}: WalletkitSandboxPluginParameters): Plugin[] {
  const config = resolvePath(configFile)
  return [
    sandboxApiPlugin({ world, reset }),
    {
      name: 'walletkit-sandbox-host',
      enforce: 'pre',
      config: (user) =>
        runsFromSource
          ? {
              server: { fs: { allow: [fromHere('../../../')] } },
              // One React on the page: the panel renders with the host's own copy, as the kit inside the app does.
              resolve: { dedupe: ['react', 'react-dom'] },
              // Pre-bundled once up front, so no visit reloads when the panel's imports are discovered: the kit's
              // sources are scanned whole, as the lazily loaded packages of the panel's kit (WalletConnect's provider,
              // mipd, viem/siwe) were otherwise found only when first loaded, and Vite reloaded the page then.
              optimizeDeps: {
                entries: [
                  '**/*.html',
                  ...[CLIENT_MODULE, ...Object.values(kitSource)].map((file) =>
                    relative(resolvePath(user.root ?? '.'), file),
                  ),
                ],
              },
            }
          : {
              server: { fs: { allow: [sandboxFile('dist/client')] } },
              resolve: { dedupe: clientImports },
              optimizeDeps: { include: clientPrebundled },
            },
      configureServer(server) {
        server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
          const workerFile = WORKER_FILES[new URL(request.url ?? '/', 'http://127.0.0.1').pathname]
          if (!workerFile) return next()
          readFile(workerFile).then(
            (worker) => {
              response.setHeader('content-type', 'text/javascript')
              response.setHeader('cache-control', 'no-store')
              response.end(worker)
            },
            () => next(),
          )
        })
      },
      async resolveId(source, importer, options) {
        if (source === CONFIG_MODULE || source === CLIENT_ENTRY) return source
        if (
          runsFromSource &&
          importer &&
          source in kitSource &&
          repositoryFolders.some((folder) => importer.startsWith(folder))
        )
          return kitSource[source]
        if (importer === CONFIG_MODULE || !source.includes('walletkit.config')) return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        return resolved?.id === config ? CONFIG_MODULE : null
      },
      load(id) {
        if (id === CLIENT_ENTRY) return `export * from ${JSON.stringify(CLIENT_MODULE)}`
        if (id !== CONFIG_MODULE) return null
        return [
          `import config from ${JSON.stringify(config)}`,
          `import { pointConfigAtWorld, sandboxReady } from ${JSON.stringify(CLIENT_ENTRY)}`,
          'const { world } = await sandboxReady',
          'export default pointConfigAtWorld(config, world)',
        ].join('\n')
      },
      transformIndexHtml: () => [
        {
          tag: 'script',
          attrs: { type: 'module', src: '/@id/__x00__walletkit-sandbox-client' },
          injectTo: 'body',
        },
      ],
    },
  ]
}
