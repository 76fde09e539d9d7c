// The kit's product code: every .ts/.tsx file under kit/src that is not a test or a test helper.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

const isTestCode = (path) =>
  /\.test\.tsx?$/.test(path) || path.startsWith('kit/src/test/') || path.endsWith('.d.ts')

/**
 * Paths (from the repository root) of kit/src's non-test .ts and .tsx files, sorted.
 * @example listKitSourceFiles().includes('kit/src/index.ts') // true
 */
export function listKitSourceFiles(root = repositoryRoot) {
  return readdirSync(join(root, 'kit/src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !isTestCode(path))
    .sort()
}
