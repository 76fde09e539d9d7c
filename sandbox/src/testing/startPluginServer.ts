import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type Plugin } from 'vite'

/** A bare Vite dev server on 127.0.0.1 and a free port, serving `plugins` from an empty folder. */
export type PluginServer = { origin: string; close(): Promise<void> }

/**
 * Starts a bare Vite dev server with `plugins`, on 127.0.0.1 and a port the system picks, for tests of the sandbox's
 * middleware through real HTTP.
 * @example const server = await startPluginServer([sandboxApiPlugin({ world, reset })]); await server.close()
 */
export async function startPluginServer(plugins: Plugin[]): Promise<PluginServer> {
  const root = mkdtempSync(join(tmpdir(), 'walletkit-plugin-'))
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, cors: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
