import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HarnessError } from '../e2e/harness/HarnessError.js'
import { installTarballs, outsideRepositoryEnv } from '../e2e/harness/installTarballs.js'
import { packWorkspaces } from '../e2e/harness/packWorkspaces.js'
import { hostDependencies } from './hostDependencies.js'

/** The host app's pages, each the folder of sandbox/bench it is copied from and built on its own. */
const BENCH_PAGES = {
  /** React and a hand-made modal, no kit: the floor every target is measured against. */
  floor: 'baselinePage',
  /** The host's own `<button>` calling `useWalletKit().open()`. */
  open: 'openPage',
  /** The kit's `<ConnectButton/>`. */
  connectButton: 'hostPage',
  /** A button opening All Wallets over the bench's 623-wallet directory (`serveDirectory`). */
  allWallets: 'allWalletsPage',
} as const

export type BenchPage = keyof typeof BENCH_PAGES

/** A host app outside the repository with the packed kit installed and its pages built for production. */
export type BenchHost = {
  dir: string
  /** The folder of a page's production build, to serve as it is. */
  outDir(page: BenchPage): string
  remove(): void
}

// The host's own build, Vite's defaults: the source maps are written (for the trace's attribution) but not linked
// from the served files (`hidden`), and the manifest says which chunk each module went to.
const VITE_CONFIG = `import react from '@vitejs/plugin-react'

export default { plugins: [react()], logLevel: 'warn', build: { sourcemap: 'hidden', manifest: true } }
`

const benchFolder = fileURLToPath(new URL('./', import.meta.url))

/**
 * A host app as a developer makes one with the released kit: `npm pack` of the kit (built for production first),
 * the tarball installed with React, viem, Vite and its React plugin at the repository's lockfile versions into a
 * fresh folder outside the repository, and each page built there by the host's own `vite build`. About a minute;
 * made once per `npm run bench`.
 * @example const host = createBenchHost(); const server = await serveStatic(host.outDir('open')); ...; host.remove()
 */
export function createBenchHost(
  pages: readonly BenchPage[] = Object.keys(BENCH_PAGES) as BenchPage[],
): BenchHost {
  const dir = mkdtempSync(join(tmpdir(), 'walletkit-bench-host-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    const packed = join(dir, 'packed')
    mkdirSync(packed)
    const { tarballs } = packWorkspaces({ dir: packed, packages: ['walletkit'] })
    const { specs, overrides } = hostDependencies()
    installTarballs(dir, [tarballs.walletkit, ...specs], { overrides })
    writeFileSync(join(dir, 'vite.config.mjs'), VITE_CONFIG)
    for (const page of pages) buildPage(dir, page)
  } catch (error) {
    remove()
    throw error
  }
  return { dir, outDir: (page) => join(dir, 'dist', page), remove }
}

/** Copies a page into the host app and builds it with the host's Vite, as `npx vite build` would. */
function buildPage(dir: string, page: BenchPage): void {
  const source = join(dir, 'pages', page)
  cpSync(join(benchFolder, BENCH_PAGES[page]), source, { recursive: true })
  const vite = join(dir, 'node_modules', 'vite', 'bin', 'vite.js')
  const args = [vite, 'build', source, '--config', join(dir, 'vite.config.mjs')]
  const built = spawnSync(process.execPath, [...args, '--outDir', join(dir, 'dist', page), '--emptyOutDir'], {
    cwd: dir,
    encoding: 'utf8',
    // No NODE_ENV (vitest's "test" would build React's development runtime in): Vite builds for production.
    env: outsideRepositoryEnv(),
  })
  if (built.status !== 0)
    throw new HarnessError(`vite build of the bench's ${page} page failed:\n${built.stdout}\n${built.stderr}`)
}
