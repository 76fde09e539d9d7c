import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Builds the benchmark's host page for production, as a host app would ship it, into a temporary folder.
 * @example const outDir = await buildHostPage('hostPage')
 */
export async function buildHostPage(
  page: 'hostPage' | 'baselinePage' | 'allWalletsPage' = 'hostPage',
): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'walletkit-bench-'))
  await build({
    configFile: false,
    root: fromHere(`./${page}`),
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^walletkit$/, replacement: fromHere('../../kit/src/index.ts') },
        { find: /^walletkit\/(.*)$/, replacement: fromHere('../../kit/src/$1.ts') },
      ],
    },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  return outDir
}
