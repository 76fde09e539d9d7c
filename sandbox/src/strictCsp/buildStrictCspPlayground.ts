import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { playgroundRoot } from '../playgroundAliases.js'

/** What the built page carries where each response's nonce goes (Vite's `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'WALLETKIT_CSP_NONCE'

/**
 * Builds the playground for production into `outDir`: no dev server, so no inline scripts. The page imports the kit
 * by its package name, so the policy is tested on the kit's built package (kit/dist, built first), as a host ships it:
 * a module the host's bundler drops from it (its `sideEffects` list) is dropped here too. Vite writes
 * `<meta property="csp-nonce" nonce="WALLETKIT_CSP_NONCE">` and the same nonce on its tags, for the server to replace.
 * @example await buildStrictCspPlayground({ outDir: '/tmp/playground' })
 */
export async function buildStrictCspPlayground({ outDir }: { outDir: string }): Promise<void> {
  await build({
    configFile: false,
    root: playgroundRoot,
    logLevel: 'warn',
    plugins: [react()],
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  })
}
