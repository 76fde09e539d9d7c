import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** The kit's folder, whose vite.config.ts builds the package a host installs. */
const kitRoot = fileURLToPath(new URL('../../../kit/', import.meta.url))

/**
 * Builds the kit's package (kit/dist) from its source, as `npm run build` does minus the type declarations, so the
 * e2e run tests what a host installs and never a stale build.
 * @example await buildKitPackage(); const sandbox = await startSandbox({ kit: 'package' })
 */
export async function buildKitPackage(): Promise<void> {
  await build({ root: kitRoot, configFile: `${kitRoot}vite.config.ts`, logLevel: 'warn' })
}
