import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * How the playground finds the kit and the fixtures: from source, so a change shows without a build.
 * @example createServer({ root: playgroundRoot, resolve: { alias: playgroundAliases } })
 */
export const playgroundAliases: Alias[] = [
  { find: /^walletkit$/, replacement: fromHere('../../kit/src/index.ts') },
  { find: /^walletkit\/schemas$/, replacement: fromHere('../../kit/src/schemas.ts') },
  { find: /^walletkit\/solana$/, replacement: fromHere('../../kit/src/solana.ts') },
  { find: /^walletkit\/polkadot$/, replacement: fromHere('../../kit/src/polkadot.ts') },
  { find: /^walletkit\/bitcoin$/, replacement: fromHere('../../kit/src/bitcoin.ts') },
  { find: /^walletkit\/wagmi$/, replacement: fromHere('../../kit/src/wagmi.ts') },
  { find: /^@walletkit\/fixtures$/, replacement: fromHere('../../fixtures/src/index.ts') },
]

/** The playground's folder (its index.html, src/ and public/). */
export const playgroundRoot = fromHere('../playground')

/**
 * The playground's pages, the inputs of its production build: the playground, and the host that uses wagmi's hooks
 * through `walletkit/wagmi` (wagmi.html).
 * @example build({ root: playgroundRoot, build: { rolldownOptions: { input: playgroundPages } } })
 */
export const playgroundPages = {
  main: fromHere('../playground/index.html'),
  wagmi: fromHere('../playground/wagmi.html'),
}
