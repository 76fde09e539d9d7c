import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { playgroundAliases, playgroundRoot } from '../playgroundAliases.js'

/** What the built page carries where each response's nonce goes (Vite's `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'WALLETKIT_CSP_NONCE'

/**
 * Builds the playground for production into `outDir`: no dev server, so no inline scripts. Vite writes
 * `<meta property="csp-nonce" nonce="WALLETKIT_CSP_NONCE">` and the same nonce on its tags, for the server to replace.
 * @example await buildStrictCspPlayground({ outDir: '/tmp/playground' })
 */
export async function buildStrictCspPlayground({ outDir }: { outDir: string }): Promise<void> {
  await build({
    configFile: false,
    root: playgroundRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: playgroundAliases },
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  })
}
