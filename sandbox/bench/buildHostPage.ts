import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Builds one of the benchmark's pages for production, as a host app would ship it, into a temporary folder. The kit
 * comes from its source (the soak's page) or, with `kitPackage`, from a folder holding its built package (see
 * `bundleKitPackage`), resolved through the package's exports as a host's bundler resolves `walletkit`.
 * @example const outDir = await buildHostPage('hostPage', { kitPackage: kit.dir })
 */
export async function buildHostPage(
  page: 'hostPage' | 'baselinePage' | 'allWalletsPage' = 'hostPage',
  { kitPackage }: { kitPackage?: string } = {},
): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'walletkit-bench-'))
  await build({
    configFile: false,
    root: fromHere(`./${page}`),
    logLevel: 'warn',
    plugins: kitPackage ? [react(), withoutOptionalPeers(kitPackage)] : [react()],
    resolve: {
      alias: kitPackage
        ? [{ find: /^walletkit$/, replacement: kitPackage }]
        : [
            { find: /^walletkit$/, replacement: fromHere('../../kit/src/index.ts') },
            { find: /^walletkit\/(.*)$/, replacement: fromHere('../../kit/src/$1.ts') },
          ],
    },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  return outDir
}

/**
 * A host installs the kit with its required peers (React, viem) and none of its optional ones, which this repository
 * has (wagmi, @solana/web3.js, …): the kit's imports of them get Vite's own stub for a missing optional peer, as in
 * the host, where their chunks would otherwise change the shared runtime chunk on the start-up path.
 */
function withoutOptionalPeers(kitPackage: string): Plugin {
  const manifest = JSON.parse(readFileSync(join(kitPackage, 'package.json'), 'utf8')) as {
    name: string
    peerDependenciesMeta?: Record<string, { optional?: boolean }>
  }
  const optional = Object.entries(manifest.peerDependenciesMeta ?? {}).flatMap(([name, meta]) =>
    meta.optional ? [name] : [],
  )
  return {
    name: 'walletkit-bench-without-optional-peers',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer?.startsWith(kitPackage)) return
      if (optional.some((name) => id === name || id.startsWith(`${name}/`)))
        return `__vite-optional-peer-dep:${id}:${manifest.name}`
    },
  }
}
