import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HarnessError } from '../e2e/harness/HarnessError.js'

const kitFolder = fileURLToPath(new URL('../../kit/', import.meta.url))
const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url))
const viteCli = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js')

/**
 * The kit's package as its build makes it (`kit/vite.config.ts`, the bundle `npm run build` writes to kit/dist, without
 * the type declarations, byte for byte) in a folder of its own with the kit's package.json, so a host build resolves it through its
 * exports and reads its `sideEffects`. The folder is under the repository's node_modules/.cache, so the bundle's own
 * imports (zod, zustand, React) resolve to the repository's packages. Not kit/dist itself: other tests pack that
 * folder meanwhile (the packed-package e2e files), and a rebuild there would empty it under them. A few seconds.
 * @example const kit = bundleKitPackage(); await buildHostPage('hostPage', { kitPackage: kit.dir }); kit.remove()
 */
export function bundleKitPackage(): { dir: string; remove(): void } {
  mkdirSync(cacheFolder, { recursive: true })
  const parent = mkdtempSync(join(cacheFolder, 'walletkit-package-'))
  const dir = join(parent, 'walletkit')
  const remove = () => rmSync(parent, { recursive: true, force: true })
  try {
    // Run in kit/ as `npm run build` runs it: the bundle's `// src/…` region comments are relative to the working
    // folder, and a different name changes the chunks' hashes. In production mode (vitest's NODE_ENV=test would
    // compile the kit's JSX for React's development runtime).
    const built = spawnSync(
      process.execPath,
      [viteCli, 'build', '--outDir', join(dir, 'dist'), '--emptyOutDir'],
      {
        cwd: kitFolder,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    )
    if (built.status !== 0)
      throw new HarnessError(`Building the kit's bundle failed:\n${built.stdout}\n${built.stderr}`.trim())
    copyFileSync(join(kitFolder, 'package.json'), join(dir, 'package.json'))
  } catch (error) {
    remove()
    throw error
  }
  return { dir, remove }
}
