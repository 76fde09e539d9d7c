import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type LogLevel, type PluginOption, type PreviewServer, preview } from 'vite'
import { playgroundPages, playgroundRoot } from './playgroundAliases.js'
import { SandboxError } from './SandboxError.js'

/**
 * Serves the build uncompressed. Vite's preview gzips each response as it goes: on 127.0.0.1 that saves no time and
 * costs the process the page shares its cores with about 0.2 s of CPU per page load (the panel's chunk is 3.6 MB).
 */
const uncompressed: PluginOption = {
  name: 'walletkit-sandbox-uncompressed',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      delete request.headers['accept-encoding']
      next()
    })
  },
}

/** React's production build, also when the caller runs under vitest (NODE_ENV "test"). */
const productionReact = { 'process.env.NODE_ENV': JSON.stringify('production') }

/**
 * Builds the playground for production into a fresh folder (removed when the server closes) and serves it with
 * Vite's preview server on exactly `host:port`, with `plugins` (the sandbox's routes answer through their
 * `configurePreviewServer`). The page imports the kit by its package name, so it runs the kit's built package.
 * @example const server = await startPlaygroundPreview({ host: '127.0.0.1', port, logLevel: 'warn', plugins })
 */
export async function startPlaygroundPreview({
  host,
  port,
  logLevel,
  plugins,
}: {
  host: string
  port: number
  logLevel: LogLevel
  plugins: PluginOption[]
}): Promise<PreviewServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'walletkit-playground-'))
  const removeBuild = () => rmSync(outDir, { recursive: true, force: true })
  const shared = { configFile: false, root: playgroundRoot, logLevel, clearScreen: false, plugins } as const
  try {
    await build({
      ...shared,
      mode: 'production',
      define: productionReact,
      oxc: { jsx: { development: false } },
      // Read by tests, not by visitors: no minifying, which would cost the run seconds and the stack traces names.
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        reportCompressedSize: false,
        // Every page of the playground, the wagmi host's beside the main one.
        rolldownOptions: { input: playgroundPages },
      },
    })
  } catch (error) {
    removeBuild()
    throw new SandboxError('The playground did not build', { cause: error })
  }
  let server: PreviewServer
  try {
    server = await preview({
      ...shared,
      plugins: [uncompressed, ...plugins],
      build: { outDir },
      preview: { host, port, strictPort: true },
    })
  } catch (error) {
    removeBuild()
    throw new SandboxError(`The playground could not listen on ${host}:${port}`, { cause: error })
  }
  server.httpServer.once('close', removeBuild)
  return server
}
