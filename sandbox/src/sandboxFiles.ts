import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SandboxError } from './SandboxError.js'

/**
 * Whether the sandbox runs from its TypeScript source (the repository: `npm run dev`, the tests) rather than from its
 * build (dist/, as installed from the registry). The built files are JavaScript; only the source ends in `.ts`.
 */
export const runsFromSource = import.meta.url.endsWith('.ts')

/**
 * A file of the sandbox's package by its path from the package's folder, the same whether this module runs from
 * src/ or bundled into dist/node/: the nearest folder above it with a package.json.
 * @example sandboxFile('dist/client/hostClient.js') // '/…/node_modules/@walletkit/sandbox/dist/client/hostClient.js'
 */
export function sandboxFile(path: string, from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from)
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new SandboxError(`No package.json above ${from}`)
    dir = parent
  }
  return join(dir, path)
}
